/**
 * Loaded (`node --import`) into every gateway a browser test starts: the gateway ends when the test
 * worker that started it does. The worker holds the other end of the gateway's stdin; however the
 * worker ends (the run stops it with SIGTERM, or it crashes), that pipe reaches its end, and a
 * gateway still listening, such as the one started ahead for a next test file, is not left running.
 */
process.stdin.on('end', () => process.exit(0));
// a read error is no reason to end a gateway a test may be using; the end of the pipe is
process.stdin.on('error', () => {});
process.stdin.resume();
