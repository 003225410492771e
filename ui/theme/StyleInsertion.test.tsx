import { Box, ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { getSystem } from './index';

/**
 * A style is compiled while its element renders, and the commit only inserts what was compiled
 * (patches/@emotion+cache+11.14.0.patch, patches/@chakra-ui+react+3.37.0.patch): in a transition
 * React renders in slices with the browser free between them, but commits in one piece, so
 * compiling a page's new styles there made the longest task of a member page's start
 * (docs/prerender.md, "Member pages: no long render").
 */
it("compiles an element's style as it renders, once, and inserts it as the tree commits", () => {
  const compiled: string[] = [];
  // A stylis plugin sees each declaration as emotion compiles it.
  const cache = createCache({
    key: 'probe',
    stylisPlugins: [
      (element) => {
        if (element.type === 'decl') compiled.push(element.value);
      },
    ],
  });
  const declaration = 'outline-offset:7px;';
  let compiledBeforeCommit: string[] = [];
  /** Rendered after the box, before anything is committed. */
  function NextSibling() {
    compiledBeforeCommit = [...compiled];
    return null;
  }

  render(
    <CacheProvider value={cache}>
      <ChakraProvider value={getSystem()}>
        <Box outlineOffset="7px">A box styled as no other</Box>
        <NextSibling />
      </ChakraProvider>
    </CacheProvider>,
  );

  expect(compiledBeforeCommit).toContain(declaration);
  expect(compiled.filter((value) => value === declaration)).toHaveLength(1);
  const box = screen.getByText('A box styled as no other');
  const className = [...box.classList].find((name) => name.startsWith('probe-'));
  const sheets = [...document.querySelectorAll('style[data-emotion="probe"]')];
  expect(sheets.map((sheet) => sheet.textContent).join('')).toContain(
    `.${className}{${declaration.slice(0, -1)}`,
  );
});
