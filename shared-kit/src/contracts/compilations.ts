// Placeholder: written by the issue 9 work in progress (see its header once filled).
export {};
