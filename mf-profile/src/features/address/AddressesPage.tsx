// My addresses (PROFILE_ADDRESS): the saved addresses with the main one marked; another is made
// the main one, details edited, an address deleted, and new ones added to the list through the
// map ('to favourite': the delivery address stays as it is).
import { useEffect, useState } from 'react';
import { loadAddressList, requestAddress } from '@povar/shared-kit';
import { AddressList } from './AddressList';
import styles from './AddressesPage.module.css';

const PAGE_TITLE = 'Мои адреса';

export function AddressesPage() {
  const [refreshing, setRefreshing] = useState(true);

  // The shell loaded the list at start; the page shows it as it is now.
  useEffect(() => {
    let current = true;
    void loadAddressList().finally(() => {
      if (current) setRefreshing(false);
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{PAGE_TITLE}</h1>
      <AddressList mode="manage" loading={refreshing} onAdd={() => void requestAddress({ toFavourite: true })} />
    </section>
  );
}
