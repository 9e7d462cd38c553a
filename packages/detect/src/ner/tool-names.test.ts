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

  it('are a job with the word for who works with them: "Java Geliştirici", "Python Developer"', async () => {
    expect(await people('Ayşe Yılmaz\nJava Geliştirici')).toEqual(['Ayşe Yılmaz']);
    expect(await people('Kari Nordmann\nSenior Python Developer')).toEqual(['Kari Nordmann']);
    expect(await people('Ruby Jenkins, Developer')).toEqual(['Ruby Jenkins']);
  });

  it('are no people alone on a line of a page that lists five tools or more', async () => {
    const cv = [
      'Kari Nordmann',
      'Skills: Python, Docker, Kubernetes, Redis, Terraform',
      'Built the data platform with Kafka at Acme.',
      'Jenkins ran the builds.',
    ].join('\n');
    expect(await people(cv)).toEqual(['Kari Nordmann']);
    // With fewer tools on the page, a lone surname is the tagger's to judge.
    expect(await people('Skills: Python, Docker\nJenkins ran the builds.')).toEqual(['Jenkins']);
  });

  it('leave a person with a tool’s name alone: a surname beside a given name, or no other tool on the line', async () => {
    expect(await people('Referanse: Ruby Jenkins, daglig leder')).toEqual(['Ruby Jenkins']);
    expect(await people('Kontaktperson: Jenkins')).toEqual(['Jenkins']);
  });
});
