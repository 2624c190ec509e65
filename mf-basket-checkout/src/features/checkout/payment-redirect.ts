// Leaving for the payment provider's page: a full navigation (the provider's origin), kept apart so tests can see it.
export function goToPaymentPage(confirmationUrl: string): void {
  window.location.assign(confirmationUrl);
}
