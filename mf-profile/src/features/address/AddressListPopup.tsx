// 'Мои адреса' popup: the header's address widget opens it for a signed-in user with
// saved addresses. Choosing one makes it the delivery address; a new one is added through the
// map, and becomes the delivery address too.
import { useEffect } from 'react';
import { openPopup, Popup, useAuth } from '@povar/shared-kit';
import { AddressList } from './AddressList';

const LIST_TITLE = 'Мои адреса';

/** The popup takes no props of its own (the kit's WidgetProps<'address-list'> would type onClose as never). */
export function AddressListPopup({ onClose }: { onClose: () => void }) {
  const isAuth = useAuth((state) => state.isAuth);

  // Signed out (here or in another tab): there is no list to show.
  useEffect(() => {
    if (!isAuth) onClose();
  }, [isAuth, onClose]);
  if (!isAuth) return null;

  return (
    <Popup title={LIST_TITLE} onClose={onClose} sheetBelow="tablet">
      <AddressList
        mode="choose"
        onChosen={onClose}
        onAdd={() => {
          onClose();
          openPopup('address-map');
        }}
      />
    </Popup>
  );
}
