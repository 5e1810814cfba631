import { useState, type ReactNode } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { Button } from 'shop-ui/button';
import { CartLine, type CartLineProps } from 'shop-ui/cart-line';
import { Dialog, type DialogPlacement } from 'shop-ui/dialog';
import { EmptyState } from 'shop-ui/empty-state';
import { FormField, TextField } from 'shop-ui/form-field';
import * as icons from 'shop-ui/icons';
import { NotificationItem, NotificationTypeIcon } from 'shop-ui/notification-item';
import { ProductThumb } from 'shop-ui/product-thumb';
import { SuggestionList } from 'shop-ui/suggestion-list';
import { TOAST_THEME, toastStyles } from 'shop-ui/toast';
import styles from './gallery.module.css';

// A picture drawn here, so the page never downloads one.
const PICTURE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 76 76"><rect width="76" height="76" fill="#0b7a4b"/><circle cx="38" cy="38" r="18" fill="#f59e0b"/></svg>')}`;
const TOKENS = ['--brand', '--brand-strong', '--brand-soft', '--accent', '--danger', '--success', '--text', '--text-muted', '--surface', '--surface-2', '--surface-3', '--border'];
const KINDS = ['onboarding', 'success', 'warning', 'error', 'other'] as const;
const PLACEMENTS: readonly DialogPlacement[] = ['right', 'left', 'top', 'sheet', 'center'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A cart line that really changes, within its limits. */
function LiveCartLine(props: Omit<CartLineProps, 'onQuantity' | 'onRemove' | 'quantity'> & { start: number }) {
  const [quantity, setQuantity] = useState(props.start);
  const [removed, setRemoved] = useState(false);
  if (removed) return <li>Removed. <Button variant="quiet" onClick={() => setRemoved(false)}>Put it back</Button></li>;
  return <CartLine {...props} quantity={quantity} onQuantity={setQuantity} onRemove={() => setRemoved(true)} />;
}

function Fields() {
  const [name, setName] = useState('');
  return (
    <div className={styles.grid}>
      <TextField id="kit-name" label="First Name" value={name} onValue={setName} hint="As on your card." />
      <TextField id="kit-email" label="Email" value="ada@" onValue={() => undefined} error="Enter a valid email address" />
      <TextField id="kit-company" label="Company" optional="(optional)" value="" onValue={() => undefined} />
      <TextField id="kit-total" label="Total" value="₦80,000" readOnly />
      <FormField id="kit-state" label="State">
        {(control) => (
          <select {...control} defaultValue="Lagos">
            <option>Lagos</option>
            <option>Abuja</option>
          </select>
        )}
      </FormField>
    </div>
  );
}

function Dialogs() {
  const [open, setOpen] = useState<DialogPlacement | null>(null);
  const [asking, setAsking] = useState(false);
  return (
    <div className={styles.row}>
      {PLACEMENTS.map((placement) => (
        <Button key={placement} variant="outline" onClick={() => setOpen(placement)}>
          Open {placement} dialog
        </Button>
      ))}
      <Button variant="danger" onClick={() => setAsking(true)}>
        Ask before deleting
      </Button>
      <Dialog open={open !== null} title={`A ${open ?? ''} dialog`} placement={open ?? 'right'} onClose={() => setOpen(null)} footer={<Button onClick={() => setOpen(null)}>Done</Button>}>
        <p style={{ padding: open === 'center' ? 0 : '0 20px' }}>Focus stays inside; Escape, the close button and the backdrop close it.</p>
      </Dialog>
      <Dialog
        open={asking}
        title="Delete this item?"
        placement="center"
        role="alertdialog"
        describedBy="kit-question"
        onClose={() => setAsking(false)}
        footer={
          <>
            <Button variant="quiet" onClick={() => setAsking(false)}>
              Keep it
            </Button>
            <Button variant="danger" onClick={() => setAsking(false)}>
              Delete
            </Button>
          </>
        }
      >
        <p id="kit-question" style={{ margin: 0 }}>
          An alert dialog: answered by its buttons (or Escape), it has no close button.
        </p>
      </Dialog>
    </div>
  );
}

/** The QA page of the UI kit: every part in each of its states, on the shop's tokens. */
export function Gallery() {
  return (
    <div className={styles.page}>
      <h1>UI kit</h1>
      <Section title="Tokens">
        <div className={styles.grid}>
          {TOKENS.map((token) => (
            <span key={token} className={styles.swatch}>
              <span style={{ background: `var(${token})` }} />
              <code>{token}</code>
            </span>
          ))}
        </div>
      </Section>
      <Section title="Icons">
        <div className={styles.icons}>
          {Object.entries(icons).map(([name, Icon]) => (
            <span key={name} className={styles.icon}>
              <Icon />
              {name}
            </span>
          ))}
        </div>
      </Section>
      <Section title="Buttons">
        <div className={styles.row}>
          <Button>Filled</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="quiet">Quiet</Button>
          <Button variant="accent">Accent</Button>
          <Button variant="danger">Danger</Button>
          <Button small variant="outline">Small</Button>
          <Button disabled>Disabled</Button>
        </div>
      </Section>
      <Section title="Form fields">
        <Fields />
      </Section>
      <Section title="Empty states">
        <div className={styles.grid}>
          <EmptyState title="No orders yet" icon={<icons.PackageIcon size={32} />} action={<Button variant="outline">Start Shopping</Button>}>
            <p>What you buy shows here.</p>
          </EmptyState>
          <EmptyState title="Products unavailable" role="alert" action={<Button variant="accent">Retry</Button>}>
            <p>The listing could not load.</p>
          </EmptyState>
          <EmptyState title="Order confirmed" frame="raised" icon={<icons.CheckCircleIcon size={32} />} action={<Button>Continue Shopping</Button>}>
            <p>A raised frame: the page's own message.</p>
          </EmptyState>
        </div>
      </Section>
      <Section title="Product thumbnails">
        <div className={styles.row}>
          <ProductThumb src={PICTURE} name="With a picture" />
          <ProductThumb src={null} name="Without a picture" />
          <ProductThumb src="/ui-kit/missing-picture.png" name="A picture that fails" />
        </div>
      </Section>
      <Section title="Cart lines">
        <div className={styles.grid}>
          <ul className={`${styles.list} ${styles.panel}`} aria-label="In the drawer">
            <LiveCartLine name="Wireless Headphones" image={PICTURE} price="₦40,000" start={2} min={1} max={10} />
            <LiveCartLine name="Desk Lamp on sale, with a name long enough to wrap over two lines" image={null} price="₦9,500" originalPrice="₦12,000" start={1} min={1} max={10} />
            <LiveCartLine name="Notebook at the limit" image={PICTURE} price="₦1,200" start={10} min={1} max={10} />
          </ul>
          <ul className={`${styles.list} ${styles.panel}`} aria-label="On the checkout page">
            <LiveCartLine variant="page" name="Wireless Headphones" image={PICTURE} price="₦40,000" total="₦80,000" start={2} min={1} max={10} />
            <LiveCartLine variant="page" name="Desk Lamp" image={null} price="₦9,500" originalPrice="₦12,000" total="₦9,500" start={1} min={1} max={10} />
          </ul>
        </div>
      </Section>
      <Section title="Search suggestions">
        {/* The second option highlighted, as the arrows leave it; a long name stops at two lines. */}
        <div style={{ maxWidth: 560 }}>
          <SuggestionList
            id="kit-suggestions"
            texts={{ list: 'Suggestions', products: 'Products', categories: 'Categories' }}
            products={[
              {
                name: [{ text: 'Walnut ', marked: false }, { text: 'Desk', marked: true }, { text: ' Lamp on sale, with a name long enough to wrap over two lines and then some more', marked: false }],
                image: PICTURE,
                price: '₦9,500',
                originalPrice: { text: '₦12,000', prefix: 'Original price ' },
              },
              { name: [{ text: 'Oak ', marked: false }, { text: 'Desk', marked: true }], image: null, price: '₦40,000' },
            ]}
            categories={[
              { label: [{ text: 'Desk', marked: true }, { text: ' Accessories', marked: false }], count: '1 product' },
              { label: [{ text: 'Office ', marked: false }, { text: 'Desk', marked: true }, { text: 's', marked: false }], count: '12 products' },
            ]}
            active={1}
            optionId={(index) => `kit-suggestion-${index}`}
            onChoose={(index) => toast.info(`Chose suggestion ${index + 1}`)}
          />
        </div>
      </Section>
      <Section title="Notification items">
        <div className={styles.row}>
          {KINDS.map((kind) => (
            <NotificationTypeIcon key={kind} type={kind} label={kind} />
          ))}
        </div>
        <ul className={styles.list}>
          {KINDS.map((kind, i) => (
            <NotificationItem
              key={kind}
              type={kind}
              title={`A ${kind} notification`}
              message="What happened, in a sentence or two."
              actionText={i % 2 ? 'View order' : null}
              isRead={i > 2}
              time={`${i + 1} hours ago`}
              row={({ className, children }) => (
                <button type="button" className={className}>
                  {children}
                </button>
              )}
              onRemove={i === 0 ? () => toast.info('Removed') : undefined}
            />
          ))}
        </ul>
      </Section>
      <Section title="Dialogs">
        <Dialogs />
      </Section>
      <Section title="Toasts">
        <div className={styles.row}>
          {(['success', 'info', 'warning', 'error'] as const).map((kind) => (
            <Button key={kind} variant="quiet" onClick={() => toast[kind](`A ${kind} message`)}>
              Show {kind} toast
            </Button>
          ))}
        </div>
        <ToastContainer position="top-right" newestOnTop style={TOAST_THEME} className={toastStyles.container} toastClassName={toastStyles.toast} />
      </Section>
    </div>
  );
}
