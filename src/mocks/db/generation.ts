/**
 * Which seeding of the mock db is current: `resetMockDb` starts a new one. A request a story sent
 * may still be in the mock API's hands when the next story resets the db (Storybook and the visual
 * step switch stories in one page); a handler that read its body across that reset would write
 * the old story's change into the new story's data (a deactivation showed up in another story's
 * change log). `readInStory` (and `jsonOf`, `formDataOf`) drop such a request as a network error instead.
 */
let generation = 0;
export const mockDbGeneration = () => generation;
export const startMockDbGeneration = () => {
  generation += 1;
};
