import { AnchorMdx, DocsContext, Heading, Markdown, PureArgsTable, Subheading, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { useContext, type ContextType } from 'react';
import type { ArgTypes, PreparedStory, StrictInputType } from 'storybook/internal/types';
import { styled } from 'storybook/theming';
import { docsGlobals } from './globals';
import { StoryFrame } from './StoryFrame';

type StoriesFilter = (story: PreparedStory, context: unknown) => boolean;

/** The stories a docs page shows, chosen as Storybook's own Stories block chooses them. */
function docsStories(context: ContextType<typeof DocsContext>): PreparedStory[] {
  let stories = context.componentStories();
  const filter = (context.projectAnnotations.parameters?.docs as { stories?: { filter?: StoriesFilter } } | undefined)?.stories?.filter;
  if (filter) stories = stories.filter((story) => filter(story, context.getStoryContext(story)));
  if (stories.some((story) => story.tags?.includes('autodocs'))) stories = stories.filter((story) => story.tags?.includes('autodocs'));
  return stories;
}

/**
 * A JSDoc comment as the page's text. The comments are plain text: "<dialog>" in one is a word, not
 * HTML (Storybook's Markdown would drop it); code spans are left as they are.
 */
function Note({ text }: { text: unknown }) {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const plain = text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/</g, '&lt;')))
    .join('');
  return <Markdown>{plain}</Markdown>;
}

type DocsParameters = {
  lang?: string;
  description?: { component?: string; story?: string };
  extractComponentDescription?: (component: unknown, context: { component: unknown; parameters: unknown }) => string | null;
};

/**
 * The props table's rows: react-docgen's union of literals reads "union" in Storybook's table; the
 * designers see its values instead ('primary' | 'secondary' | …).
 */
function propRows(argTypes: ArgTypes): ArgTypes {
  return Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const raw = (argType.type as { raw?: unknown } | undefined)?.raw;
      const summary = argType.table?.type?.summary;
      if (summary !== 'union' || typeof raw !== 'string') return [name, argType];
      const table = { ...argType.table, type: { ...argType.table?.type, summary: raw } };
      return [name, { ...argType, table } as StrictInputType];
    }),
  );
}

/**
 * The autodocs page of every component and screen: its name; the usage note (the component's
 * JSDoc, read by react-docgen) and the story file's note (the JSDoc on its meta), when either is
 * written; the props table; then every story, one state each, in its own frame (StoryFrame).
 */
export function LajuDocsPage() {
  const context = useContext(DocsContext);
  const { preparedMeta } = useOf('meta', ['meta']);
  const globals = docsGlobals(context);
  const stories = docsStories(context);
  const { component, parameters } = preparedMeta;
  const docs = (parameters.docs ?? {}) as DocsParameters;
  const usage = component ? docs.extractComponentDescription?.(component, { component, parameters }) : undefined;
  const hasProps = Object.keys(preparedMeta.argTypes ?? {}).length > 0;
  return (
    <>
      <Title />
      <Subtitle />
      <Note text={usage} />
      <Note text={docs.description?.component} />
      {hasProps ? (
        <>
          <Heading>Props</Heading>
          <PureArgsTable rows={propRows(preparedMeta.argTypes)} docsLang={docs.lang} />
        </>
      ) : null}
      {stories.length > 0 ? (
        <>
          <Heading>States</Heading>
          <p>
            One frame per story, rendered as the story tests and the visual step render it (its mock API
            scenario and play function included). Theme and language follow the toolbar unless the story
            sets them; open a story in the canvas for its Interactions and Accessibility panels.
          </p>
          {stories.map((story) => (
            <State key={story.id}>
              <Subheading>{story.name}</Subheading>
              <Note text={(story.parameters.docs as DocsParameters | undefined)?.description?.story} />
              <StoryFrame story={story} globals={globals} />
              <p>
                <AnchorMdx href={`?path=/story/${story.id}`}>Open “{story.name}” in the canvas</AnchorMdx>
              </p>
            </State>
          ))}
        </>
      ) : null}
    </>
  );
}

const State = styled.section({ marginBottom: 32 });
