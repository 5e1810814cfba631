export interface EarlyBirdImage {
  file: File;
  /** Object URL of the preview. */
  preview: string;
  title: string;
}

/** SPEC §3 Early-bird form. */
export interface EarlyBirdForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  images: EarlyBirdImage[];
}
