export function EarlyBird() { return <h1>EarlyBird</h1>; }
