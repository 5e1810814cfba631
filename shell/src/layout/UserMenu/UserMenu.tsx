import { lazy, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useHydrated, useSession } from 'shared-contracts';
import { Avatar } from '../Avatar/Avatar';
import { useIsMobile } from '../hooks/use-media-query';
import { useOpenFailed } from '../PartBoundary/use-open-failed';
import { MountWhen } from '../MountWhen/MountWhen';
import { ChevronDownIcon, UserIcon } from 'shop-ui/icons';
import { initialsOf, userMenuEntries, welcomeLine } from './user-menu-entries';
import { useSignOut } from './use-sign-out';
import styles from './UserMenu.module.css';

// The phone's Account sheet loads when first opened: start-up ships the button alone.
const AccountDialog = lazy(() => import('../AccountDialog/AccountDialog').then((m) => ({ default: m.AccountDialog })));

/**
 * The account button of the bar. Desktop: a menu (arrow keys, Escape, outside click, closes on choice).
 * 768 px or less: a modal dialog titled Account with the same entries.
 */
export function UserMenu() {
  const user = useSession();
  const isMobile = useIsMobile();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const welcomeId = useId();
  const signOut = useSignOut();
  const openFailed = useOpenFailed();
  const entries = userMenuEntries(user);
  const welcome = welcomeLine(user);
  const initials = initialsOf(user);
  const showMenu = open && !isMobile;

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };
  // Where focus goes once the menu has rendered: first or last item.
  const pendingFocus = useRef<'first' | 'last'>('first');

  useEffect(() => {
    if (!showMenu) return;
    focusItem(pendingFocus.current === 'first' ? 0 : -1);
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [showMenu]);

  const openMenu = (focus: 'first' | 'last') => {
    pendingFocus.current = focus;
    setOpen(true);
  };
  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (isMobile) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => closeMenu(true),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className={styles.wrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        // The initials on show are part of the name, so a shopper who sees "AO" can say it (WCAG 2.5.3).
        aria-label={initials ? `Account menu, ${initials}` : 'Account menu'}
        aria-haspopup={isMobile ? 'dialog' : 'menu'}
        aria-expanded={open}
        aria-controls={showMenu ? menuId : undefined}
        disabled={!hydrated}
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {initials ? (
          <Avatar small>{initials}</Avatar>
        ) : (
          <UserIcon />
        )}
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>

      {showMenu && (
        <div className={styles.dropdown}>
          {welcome && (
            <p id={welcomeId} className={styles.welcome}>
              {welcome}
            </p>
          )}
          <ul
            ref={menuRef}
            id={menuId}
            role="menu"
            className={styles.menu}
            {...(welcome ? { 'aria-labelledby': welcomeId } : { 'aria-label': 'Account' })}
            onKeyDown={onMenuKeyDown}
          >
            {entries.map(({ kind, label, Icon, ...rest }) => (
              <li key={label} role="none" className={kind === 'signOut' ? styles.separated : undefined}>
                {'to' in rest ? (
                  <Link role="menuitem" tabIndex={-1} className={styles.item} to={rest.to} onClick={() => closeMenu(true)}>
                    <Icon />
                    {label}
                  </Link>
                ) : (
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={`${styles.item} ${styles.danger}`}
                    onClick={() => {
                      closeMenu(true);
                      signOut();
                    }}
                  >
                    <Icon />
                    {label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      <MountWhen when={open && isMobile} onFailed={openFailed('your account menu', () => setOpen(false))}>
        <AccountDialog open={open && isMobile} onClose={() => setOpen(false)} />
      </MountWhen>
    </div>
  );
}
