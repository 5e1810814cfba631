import { lazy, useState } from 'react';
import { MenuIcon } from 'shop-ui/icons';
import { useOpenFailed } from '../PartBoundary/use-open-failed';
import { MountWhen } from '../MountWhen/MountWhen';
import styles from './MobileMenu.module.css';

const MenuSheet = lazy(() => import('./MenuSheet').then((m) => ({ default: m.MenuSheet })));

/**
 * Phones (768 px or less): the hamburger and the side menu titled Menu with Shop, Collections, About. The
 * stylesheet shows the hamburger on phones only; `hidden` takes it from assistive technology elsewhere.
 */
export function MobileMenu({ hidden = false, disabled = false }: { hidden?: boolean; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const openFailed = useOpenFailed();
  return (
    <>
      <button
        type="button"
        className={styles.hamburger}
        hidden={hidden}
        disabled={disabled}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <MountWhen when={open} onFailed={openFailed('the menu', () => setOpen(false))}>
        <MenuSheet open={open} onClose={() => setOpen(false)} />
      </MountWhen>
    </>
  );
}
