// How long a test's client waits before it gives up on a request and calls it hung. Tests never assert
// how long something took (a shared 2-core CI machine under load can take several times longer
// without anything being wrong): a request either answers, with the status the test expects, or the
// client gives up and the test fails. The speed goals (a 503 within about 2 s, recovery within a few
// seconds) are measured in `npm run bench` and in the figures these tests print.

/** The client's give-up for one request: an answer after this is a hang. */
export const HUNG_AFTER_MS = 10000;

/** How long a test polls for the app serving pages again after its database came back. */
export const RECOVERY_WAIT_MS = 20000;
