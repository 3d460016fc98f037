// Preloaded into a test server: on SIGUSR2 a promise that nobody awaits fails, as a forgotten `await` would.
process.on('SIGUSR2', () => {
  Promise.reject(new Error('a promise nobody awaited'));
});
