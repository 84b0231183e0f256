import 'react';

declare module 'react' {
  interface HTMLAttributes<T> extends AriaAttributes, DOMAttributes<T> {
    /**
     * Element Timing: the browser reports when the element's text or image was first painted,
     * under this name (https://w3c.github.io/element-timing/). React passes it through as it is.
     */
    elementtiming?: string;
  }
}
