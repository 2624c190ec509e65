// Whether the signed-in user is the cook whose page this is: they are not offered to order from
// or write to themselves, but to edit their menu in the cabinet instead.
import { useUser } from '@povar/shared-kit';

export const useIsOwnCookPage = (cookId: number) => useUser((state) => state.user?.cookData?.id === cookId);
