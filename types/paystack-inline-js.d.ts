/**
 * The part of @paystack/inline-js 2.25 the shop uses (the package ships no types).
 * Its README is the source: newTransaction's options and callbacks, PaystackPop's methods.
 */
declare module '@paystack/inline-js' {
  export interface PaystackSuccess {
    id?: number;
    reference: string;
    message: string;
    status?: string;
    trans?: string;
    transaction?: string;
    trxref?: string;
  }

  export interface PaystackLoad {
    id: number;
    customer: Record<string, unknown>;
    accessCode: string;
  }

  export interface PaystackTransactionOptions {
    key: string;
    email?: string;
    /** Kobo. */
    amount?: number | string;
    currency?: string;
    reference?: string;
    firstName?: string;
    lastName?: string;
    phone?: string;
    customerCode?: string;
    planCode?: string;
    channels?: string[];
    metadata?: Record<string, unknown>;
    onSuccess?(transaction: PaystackSuccess): void;
    onCancel?(): void;
    onLoad?(response: PaystackLoad): void;
    onError?(error: { message: string }): void;
  }

  /** What newTransaction returns; the shop reads nothing from it. */
  export interface PaystackTransaction {
    id: string | null;
  }

  /** Importing it needs `window`; constructing it injects Paystack's hidden iframes. */
  export default class PaystackPop {
    constructor();
    /** Throws { message: 'Invalid transaction parameters', issues: [{ message }] } on bad options. */
    newTransaction(options: PaystackTransactionOptions): PaystackTransaction;
    cancelTransaction(transaction?: PaystackTransaction | string): void;
    isLoaded(): boolean;
  }
}
