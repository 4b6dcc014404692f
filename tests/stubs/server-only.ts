// Vitest runs outside React's server environment; `server-only` is a no-op here.
export {};
