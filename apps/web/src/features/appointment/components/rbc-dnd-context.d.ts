// react-big-calendar's drag-and-drop context (lib/addons/dragAndDrop/DnDContext.js), which its types leave out.
declare module 'react-big-calendar/lib/addons/dragAndDrop/DnDContext' {
  import type { Context } from 'react';

  export const DnDContext: Context<
    | {
        draggable: {
          onBeginAction: (event: object, action: 'move' | 'resize', direction?: string) => void;
        };
      }
    | undefined
  >;
}
