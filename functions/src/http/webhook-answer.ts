/** What a provider's webhook is answered: its HTTP status and a short body (the provider retries on 5xx). */
export interface WebhookAnswer {
  status: number;
  body: string;
}
