import type { WidgetAttributes } from 'altcha/types';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** `import 'altcha'` registers <altcha-widget>; this lets JSX use it with its attributes. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & WidgetAttributes;
    }
  }
}
