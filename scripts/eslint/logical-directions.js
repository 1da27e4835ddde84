// ESLint rule: no physical left/right Tailwind classes in the web app (DESIGN §8). Layout uses
// logical ones (ms-/me-/ps-/pe-/start-/end-/text-start/border-s/rounded-s…) so Arabic and Urdu
// mirror with no change in the components. A class under an explicit `rtl:`/`ltr:` variant is
// direction-aware already (an arrow's `rtl:rotate-180`, a slide's `rtl:-translate-x-full`), and
// translate-x is allowed when the same class list says what it does in right-to-left.

const PHYSICAL = new RegExp(
  [
    '^-?(?:m|p|scroll-m|scroll-p)[lr]-', // ml-2, pr-4, -ml-1, scroll-pl-2
    '^-?(?:left|right|inset-[lr])-', // left-0, right-1/2, -right-2
    '^(?:border|rounded)-[lr](?:-|$)', // border-l, border-r-2, rounded-l-lg
    '^rounded-[tb][lr](?:-|$)', // rounded-tl-xl
    '^(?:text|float|clear)-(?:left|right)$',
    '^origin-(?:top-|bottom-)?(?:left|right)$',
    '^bg-(?:gradient|linear)-to-(?:[lr]|[tb][lr])$',
  ].join('|'),
);
const TRANSLATE_X = /^-?translate-x-/;

/** The utility without its variants ('md:hover:ml-2' → 'ml-2'), and whether one is rtl:/ltr:. */
function parse(token) {
  const parts = token.split(/:(?![^[]*\])/);
  const utility = parts.pop() ?? '';
  return { utility: utility.replace(/^!/, ''), directional: parts.some((v) => v === 'rtl' || v === 'ltr' || v.startsWith('rtl') || v.startsWith('ltr')) };
}

function problems(text) {
  const tokens = text.split(/\s+/).filter(Boolean).map(parse);
  const mirroredTranslate = tokens.some((t) => t.directional && TRANSLATE_X.test(t.utility));
  return tokens
    .filter((t) => !t.directional && (PHYSICAL.test(t.utility) || (TRANSLATE_X.test(t.utility) && !mirroredTranslate)))
    .map((t) => t.utility);
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow physical left/right Tailwind classes; use logical ones (ms-, pe-, start-, text-end…)' },
    schema: [],
    messages: {
      physical:
        '"{{classes}}": physical direction. Use the logical class (ms-/me-, ps-/pe-, start-/end-, text-start/text-end, border-s/border-e, rounded-s/rounded-e) or say what right-to-left does with rtl:.',
    },
  },
  create(context) {
    const check = (node, text) => {
      const found = problems(text);
      if (found.length) context.report({ node, messageId: 'physical', data: { classes: found.join(' ') } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export default { rules: { 'logical-directions': rule } };
