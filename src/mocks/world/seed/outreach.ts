// Demo texts that read like a real account's outreach: threads of thanks for connecting, meeting
// requests and replies, and CRM notes. The contact writes first (turn 0), the account holder next.

export interface OutreachPerson {
  firstName: string;
  companyName?: string | null;
  industry?: string | null;
}

type Line = (them: OutreachPerson, me: string) => string;

const company = (p: OutreachPerson) => p.companyName || 'your team';
const field = (p: OutreachPerson) => (p.industry || 'your field').toLowerCase();

export const THREADS: readonly (readonly Line[])[] = [
  [
    (_t, me) => `Hi ${me}, thanks for connecting! Always good to meet people in the space.`,
    (t) => `Likewise, ${t.firstName}! I saw what ${company(t)} is doing and wanted to say hello.`,
    () => 'Appreciate it. What are you working on these days?',
    (t) =>
      `We help ${field(t)} teams book more meetings from LinkedIn without the manual work. Happy to share a few examples if useful.`,
    () => 'Sure, send them over.',
  ],
  [
    (_t, me) => `Thanks for the invite, ${me}. How did you come across my profile?`,
    (t) =>
      `Hi ${t.firstName}, your post on scaling outbound caught my eye. Would you be open to a 15-minute call next week?`,
    () => 'Happy to. Tuesday or Wednesday afternoon works for me.',
    () => 'Wednesday at 3 pm it is. I will send a calendar invite shortly.',
    () => 'Got it, thanks. Talk then!',
  ],
  [
    () => 'Hello! Thanks for reaching out.',
    (t) => `Hi ${t.firstName}, great to connect. Are you still leading growth at ${company(t)}?`,
    () => 'I am, yes. We are hiring for two sales roles at the moment.',
    () => 'Good to know. I will keep you in mind if I hear of strong candidates.',
  ],
  [
    (_t, me) => `Hi ${me}, I noticed you viewed my profile. Anything I can help with?`,
    (t) =>
      `Hi ${t.firstName}! I am putting together a short case study on ${field(t)} outreach and would love your view. Coffee on me?`,
    () => 'Sounds interesting. I am travelling this week, could we do Monday?',
    () => 'Monday works. Does 10 am suit you?',
  ],
  [
    () => 'Thanks for connecting. Let me know if you ever need anything.',
    (t) => `Thank you, ${t.firstName}. Congratulations on the new role, by the way!`,
    () => 'Thanks a lot, still settling in.',
  ],
  [
    (_t, me) => `Hi ${me}, I appreciate the note. We already work with a provider for this, though.`,
    () => 'Understood, thanks for letting me know. Mind if I check back in a few months?',
    () => 'Not at all. Q3 would be a good time.',
    () => 'Noted. Have a great week!',
  ],
  [
    () => 'Great to be connected! Are you going to the SaaS meetup next month?',
    (t) => `Hi ${t.firstName}, I am planning to. Would be nice to meet in person.`,
    () => 'Definitely. Let us grab a coffee there.',
    () => 'Deal. I will message you when I arrive.',
    () => 'Perfect, see you there.',
  ],
  [
    (_t, me) => `Hi ${me}, thanks for the connection request. What does your team do?`,
    (t) =>
      `Hi ${t.firstName}, we run outreach campaigns for B2B companies. I thought it could be relevant for ${company(t)}.`,
    () => 'Could be. Can you send me a short overview by email?',
    () => 'Of course. What is the best address to use?',
    () => 'Use the one on my profile. Thanks!',
  ],
];

export const NOTES: readonly ((p: OutreachPerson) => string)[] = [
  (p) => `Met at the ${field(p)} conference; follow up about a demo.`,
  () => 'Asked to reconnect next quarter.',
  (p) => `Decision maker at ${company(p)}. Prefers email over calls.`,
  () => 'Interested in the case study; send it when ready.',
  () => 'Introduced by a mutual contact. Warm lead.',
  () => 'Not a fit right now, already has a provider.',
];

/** A whole number from a text: picks a template the same way for the same seeded text. */
export const textHash = (s: string) => [...s].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, 7) >>> 0;
