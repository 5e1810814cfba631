// Where the Google libraries are, told up front wherever the shop runs on this machine: the tests (jest's
// setup, scripts/jest/offline.setup.ts), and the emulators `npm start`, the journeys and the bench spawn
// (firebase-process.ts). With no credentials, firebase-admin's Firestore client asks google-auth-library for
// application default credentials, which asks gcp-metadata whether it runs on Google Cloud: a request to the
// metadata server at a link-local address (169.254.169.254, metadata.google.internal), off this machine, that
// printed a MetadataLookupWarning in the server's tests (issue 32). Told the project and that there is no
// metadata server, every Google library stays on loopback.

/** The project the shop runs as locally: a `demo-` project, which the Firebase tools keep offline. */
export const LOCAL_PROJECT_ID = 'demo-storefront';

/** The environment that keeps the Google libraries off the network, for `projectId`. */
export function offlineGoogleEnv(projectId: string = LOCAL_PROJECT_ID): Record<string, string> {
  return {
    // google-auth-library's getProjectId() reads these before it would ask the metadata server for one;
    // firebase-admin reads them for an app without a projectId.
    GCLOUD_PROJECT: projectId,
    GOOGLE_CLOUD_PROJECT: projectId,
    // gcp-metadata's isAvailable(): `none` is "do not ping the metadata server, and do not use it", so
    // google-auth-library never takes this machine for a Google Cloud one.
    METADATA_SERVER_DETECTION: 'none',
  };
}
