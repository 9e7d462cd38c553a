import { describeKeyStore } from '../test/key-store-behaviour';
import { createMemoryKeyStore } from './key-store';

const HOUR = 60 * 60_000;

describeKeyStore('memory', () => {
  let time = Date.parse('2030-01-01T00:00:00Z');
  const now = () => new Date(time);
  return {
    create: (options) => createMemoryKeyStore({ ...options, now }),
    after: (ms) => new Date(time + ms),
    wait: async (ms) => void (time += ms),
    lifetime: HOUR,
  };
});
