// A signed-in user's saved addresses, one component for the list popup and the
// /profile/address page: the address in use is marked; another one is chosen (the popup's radios:
// a choice is the delivery address at once) or made the main one (the page's buttons); each can
// get its details edited or be deleted.
import { useId, useState } from 'react';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { confirmDialog, deleteAddress, makeAddressActive, notifyError, StateBlock, useAddress, type UserAddress } from '@povar/shared-kit';
import { detailsLine } from './address-geo';
import { AddressDetailsForm } from './AddressDetailsForm';
import styles from './AddressList.module.css';
import { failureText, formStyles, Spinner } from '@povar/shared-kit/forms';

export const EMPTY_TEXT = 'У вас пока нет сохранённых адресов';
const ACTIVE_MARK = 'Основной';

export interface AddressListProps {
  /** 'choose': radios, a choice is the delivery address at once (the popup); 'manage': 'Сделать основным' (the page). */
  mode: 'choose' | 'manage';
  onAdd: () => void;
  /** Another address became the one in use. */
  onChosen?: () => void;
  /** The page's own refresh is under way: with nothing to show yet, a skeleton. */
  loading?: boolean;
}

export function AddressList({ mode, onAdd, onChosen, loading = false }: AddressListProps) {
  const list = useAddress((state) => state.addressList);
  const loaded = useAddress((state) => state.loaded);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  /** The radio just chosen shows as chosen while the server makes it the active one. */
  const [choosingId, setChoosingId] = useState<number | null>(null);
  const ids = useId();

  if (list.length === 0 && (!loaded || loading)) return <ListSkeleton />;

  const addButton = (
    <button type="button" className={`${formStyles.secondary} ${styles.add}`} onClick={onAdd}>
      <Plus aria-hidden="true" size={18} />
      Добавить адрес
    </button>
  );
  if (list.length === 0) {
    return (
      <StateBlock look="plain" className={styles.empty} icon={<MapPin aria-hidden="true" size={48} strokeWidth={1.4} />} title={EMPTY_TEXT}>
        {addButton}
      </StateBlock>
    );
  }

  const activeId = list.find((address) => address.active)?.id ?? null;

  /** Runs an action on one address; false when it failed (and the visitor was told). */
  const act = async (id: number, action: () => Promise<void>): Promise<boolean> => {
    setBusyId(id);
    try {
      await action();
      return true;
    } catch (error) {
      notifyError(failureText(error));
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const choose = async (address: UserAddress) => {
    if (address.active) return;
    setChoosingId(address.id);
    const done = await act(address.id, () => makeAddressActive(address.id));
    setChoosingId(null);
    if (done) onChosen?.();
  };

  const remove = async (address: UserAddress) => {
    const confirmed = await confirmDialog({
      title: 'Удалить адрес?',
      message: address.address,
      confirmText: 'Удалить',
      cancelText: 'Отменить',
      variant: 'secondary',
    });
    if (!confirmed) return;
    await act(address.id, () => deleteAddress(address.id));
  };

  return (
    <div className={styles.root}>
      <ul className={styles.list} aria-label="Мои адреса">
        {list.map((address) => {
          const busy = busyId === address.id;
          const textId = `${ids}-${address.id}`;
          const text = (
            <span className={styles.text} id={textId}>
              <span className={styles.address}>{address.address}</span>
              {detailsLine(address) && <span className={styles.details}>{detailsLine(address)}</span>}
              {address.active && <span className={styles.mark}>{ACTIVE_MARK}</span>}
            </span>
          );
          return (
            <li key={address.id} className={styles.item} data-active={address.active || undefined} aria-busy={busy || undefined}>
              <div className={styles.row}>
                {mode === 'choose' ? (
                  <label className={styles.choice}>
                    <input
                      className={styles.radio}
                      type="radio"
                      name={ids}
                      checked={(choosingId ?? activeId) === address.id}
                      disabled={busyId !== null}
                      onChange={() => void choose(address)}
                    />
                    {text}
                  </label>
                ) : (
                  text
                )}
                {busy && <Spinner />}
              </div>
              <div className={styles.actions}>
                {mode === 'manage' && !address.active && (
                  <button type="button" className={styles.action} aria-describedby={textId} disabled={busyId !== null} onClick={() => void choose(address)}>
                    Сделать основным
                  </button>
                )}
                <button
                  type="button"
                  className={styles.action}
                  aria-describedby={textId}
                  aria-expanded={editingId === address.id}
                  disabled={busyId !== null}
                  onClick={() => setEditingId(editingId === address.id ? null : address.id)}
                >
                  <Pencil aria-hidden="true" size={16} />
                  Изменить
                </button>
                <button
                  type="button"
                  className={`${styles.action} ${styles.danger}`}
                  aria-describedby={textId}
                  disabled={busyId !== null}
                  onClick={() => void remove(address)}
                >
                  <Trash2 aria-hidden="true" size={16} />
                  Удалить
                </button>
              </div>
              {editingId === address.id && (
                <div className={styles.edit}>
                  <AddressDetailsForm address={address} leaveText="Отменить" onLeave={() => setEditingId(null)} onSaved={() => setEditingId(null)} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {addButton}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className={styles.list} aria-busy="true" aria-label="Загрузка адресов">
      {[0, 1, 2].map((index) => (
        <div key={index} className={`${styles.item} ${styles.skeleton} ${styles.shimmer}`} />
      ))}
    </div>
  );
}
