import { getStorage } from 'firebase-admin/storage';
import { isUnder, type ImageStore } from './image-store';

/**
 * Cloud Storage in production, through the admin SDK: one public object per picture, cached for a
 * year (an id is never reused), under `images/` of the project's default bucket or `bucketName`.
 */
export function cloudStorageImageStore(bucketName?: string): ImageStore {
  const bucket = () => (bucketName ? getStorage().bucket(bucketName) : getStorage().bucket());
  const base = () => `https://storage.googleapis.com/${bucket().name}/images`;
  return {
    async save(id, bytes, contentType) {
      const file = bucket().file(`images/${id}`);
      await file.save(bytes, { contentType, resumable: false, metadata: { cacheControl: 'public, max-age=31536000, immutable' } });
      await file.makePublic();
      return `${base()}/${id}`;
    },
    owns: (url) => isUnder(base(), url),
    async remove(url) {
      if (!isUnder(base(), url)) return;
      await bucket().file(`images/${url.slice(base().length + 1)}`).delete({ ignoreNotFound: true });
    },
  };
}
