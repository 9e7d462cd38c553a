import { describe, expect, it } from 'vitest';
import { createFastEngine } from '../fast-engine';

const engine = createFastEngine();
const people = async (text: string) =>
  (await engine.detect({ text, entities: ['PERSON'] }))
    .filter((span) => span.score >= 0.5)
    .map((span) => span.text);

describe('tools in a skill list', () => {
  it('are no people: "Docker, Kubernetes", "Git, GitHub, GitLab, Jenkins", "Yandex Cloud"', async () => {
    const cv = [
      'Kari Nordmann',
      'Senior backend developer',
      'Skills: Python, Docker, Kubernetes, Kafka, Redis',
      'Control de versiones e integración continua: Git, GitHub, GitLab, Jenkins.',
      'Yandex Cloud',
    ].join('\n');
    expect(await people(cv)).toEqual(['Kari Nordmann']);
  });

  it('leave a person with a tool’s name alone: a surname beside a given name, or no other tool on the line', async () => {
    expect(await people('Referanse: Ruby Jenkins, daglig leder')).toEqual(['Ruby Jenkins']);
    expect(await people('Kontaktperson: Jenkins')).toEqual(['Jenkins']);
  });
});
