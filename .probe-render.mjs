const { render } = await import('./dist/server/entry-server.js');
const state = { form: 'contact', answers: { name: 'Sam', email: 'bad' }, view: 'step', step: 0, errors: [{ path: 'email', message: 'Please enter a valid email address' }], attempt: 'x' };
const rstate = { form: 'request', answers: {}, view: 'step', step: 1, errors: [], attempt: 'y', draft: 'z' };
for (const [addr, st] of [['/contact', state], ['/request', rstate]]) {
  const times = [];
  for (let i = 0; i < 15; i += 1) {
    const t = performance.now();
    await render(addr, 'main', st, { perRequest: true });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(addr, 'first', Math.round(times.at(-1)), 'median', Math.round(times[7]), 'min', Math.round(times[0]));
}
