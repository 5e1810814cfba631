/** SPEC §3 Payment data. */
export interface PaymentData {
  firstName: string;
  lastName: string;
  email: string;
  /** Naira, digits only. */
  amount: string;
}
