/** Shown only when /config.json cannot be read: without it no remote can be found. */
export function StartupError() {
  return (
    <main style={{ maxWidth: 520, margin: '80px auto', padding: 20, textAlign: 'center' }}>
      <h1>The shop could not start</h1>
      <p>We couldn’t reach our servers. Check your connection and try again.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
