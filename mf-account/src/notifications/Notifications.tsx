import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNotifications, useSession } from 'shared-contracts';
import { Button, buttonClass } from 'shop-ui/button';
import { EmptyState } from 'shop-ui/empty-state';
import { BellIcon } from 'shop-ui/icons';
import {
  filterNotifications,
  NOTIFICATION_FILTERS,
  notificationCounts,
  type NotificationFilter,
} from './notification-filters';
import { panelId, tabId, Tabs } from '../shared/Tabs/Tabs';
import { InlineConfirm } from './InlineConfirm/InlineConfirm';
import { PageHeader } from '../shared/PageHeader/PageHeader';
import { SignedOutNotice } from '../shared/SignedOutNotice/SignedOutNotice';
import { NotificationCard } from './NotificationCard/NotificationCard';
import { NOTIFICATIONS_TEXTS as T } from './notifications-texts';
import { useKeepFocus } from './use-keep-focus';
import { useNotificationActions } from './use-notification-actions';
import { useNow } from './use-now';
import styles from './Notifications.module.css';

/**
 * `/notifications`: SPEC §2 Notifications screen, over the shell's one notification store, so the
 * drawer and this page always agree. Clear All asks first (in place): it cannot be undone.
 */
export function Notifications() {
  const session = useSession();
  const notes = useNotifications();
  const actions = useNotificationActions();
  const now = useNow();
  const prefix = useId();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [confirming, setConfirming] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const clearAllRef = useRef<HTMLButtonElement>(null);

  const counts = notificationCounts(notes.items);
  const shown = useMemo(() => filterNotifications(notes.items, filter), [notes.items, filter]);
  const keepFocus = useKeepFocus(shown.map((n) => n.id).join(' '), listRef, panelRef);
  // Emptied elsewhere (the drawer, another tab): nothing is left to confirm.
  useEffect(() => {
    if (counts.all === 0) setConfirming(false);
  }, [counts.all]);

  if (!session.isLoggedIn) return <SignedOutNotice />;

  const clearRead = () => {
    actions.clearRead();
    panelRef.current?.focus();
  };
  const clearAll = () => {
    actions.clearAll();
    setConfirming(false);
    panelRef.current?.focus();
  };
  const cancelClearAll = () => {
    setConfirming(false);
    clearAllRef.current?.focus();
  };
  const empty = T.empty[filter];

  return (
    <div className={styles.page}>
      <PageHeader
        title={T.title}
        intro={T.subtitle}
        badge={
          counts.unread > 0 && (
            <span className={styles.badge} data-testid="unread-badge">
              {counts.unread}
              <span className="visually-hidden">{T.unreadSuffix}</span>
            </span>
          )
        }
        actions={
          counts.all > 0 && (
            <div className={styles.actions}>
              <Button variant="quiet" disabled={counts.read === 0} onClick={clearRead}>
                {T.clearRead}
              </Button>
              <button
                ref={clearAllRef}
                type="button"
                className={buttonClass('quiet', { className: styles.clearAll })}
                aria-expanded={confirming}
                onClick={() => setConfirming((open) => !open)}
              >
                {T.clearAll}
              </button>
            </div>
          )
        }
      />

      {confirming && counts.all > 0 && (
        <InlineConfirm
          message={T.confirmClearAll(counts.all)}
          confirmLabel={T.confirmYes}
          cancelLabel={T.cancel}
          onConfirm={clearAll}
          onCancel={cancelClearAll}
        />
      )}

      <section className={styles.card}>
        <Tabs<NotificationFilter>
          label={T.tabsLabel}
          idPrefix={prefix}
          selected={filter}
          onSelect={setFilter}
          tabs={NOTIFICATION_FILTERS.map((id) => ({ id, label: T.tabs[id], count: counts[id] }))}
        />
        <div
          ref={panelRef}
          role="tabpanel"
          id={panelId(prefix, filter)}
          aria-labelledby={tabId(prefix, filter)}
          // Focusable itself only when it holds nothing else to focus (WAI-ARIA tabs pattern).
          tabIndex={shown.length === 0 ? 0 : -1}
          className={styles.panel}
        >
          {shown.length === 0 ? (
            <EmptyState className={styles.empty} title={empty.title} icon={<BellIcon size={32} />}>
              <p>{empty.text}</p>
            </EmptyState>
          ) : (
            <ul ref={listRef} className={styles.list} aria-label={T.listLabel} {...keepFocus}>
              {shown.map((n) => (
                <NotificationCard key={n.id} notification={n} now={now} onOpen={actions.open} onRemove={actions.remove} />
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
