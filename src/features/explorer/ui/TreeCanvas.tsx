import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAppStoreApi } from '../../../components/StoreContext.tsx';
import { createTreeView, type TreeView, type TreeViewScene } from './treeView.ts';
import type { StageSize } from './useStageSize.ts';

interface Props {
  readonly scene: TreeViewScene;
  readonly size: StageSize;
  /** Glide to a new layout (off in presentation mode: nothing moves unless the presenter moves it). */
  readonly animate: boolean;
  readonly activeItem: number;
  readonly onChoose: (item: number) => void;
  readonly onHover: (item: number, x: number, y: number) => void;
  /** Receives the view once it exists (for exports). */
  readonly viewRef: { current: TreeView | null };
}

/** The canvas of the tree view: React hands the framework-free view its layout, size and cursor. */
export function TreeCanvas({ scene, size, animate, activeItem, onChoose, onHover, viewRef }: Props) {
  const store = useAppStoreApi();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const handlers = useRef({ onChoose, onHover });
  useLayoutEffect(() => {
    handlers.current = { onChoose, onHover };
  });

  // The view, once; the store's Fit / Reset call it while it is mounted.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const view = createTreeView(canvas, {
      onChoose: (i) => handlers.current.onChoose(i),
      onHover: (i, x, y) => handlers.current.onHover(i, x, y),
    });
    viewRef.current = view;
    store.getState().attachView(view);
    return () => {
      store.getState().attachView(null);
      viewRef.current = null;
      view.destroy();
    };
  }, [store, viewRef]);

  // A new layout glides from where the chosen board was; a new size jumps home. Drawn in this task.
  const shown = useRef<{ scene: TreeViewScene; size: StageSize } | null>(null);
  useLayoutEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const prev = shown.current;
    if (prev && prev.scene.layout === scene.layout && prev.scene.mode === scene.mode && prev.scene.style === scene.style && prev.size === size) {
      // Values hidden or revealed: the same picture drawn again where it is.
      if (prev.scene.source !== scene.source || prev.scene.plainEdges !== scene.plainEdges) {
        shown.current = { scene, size };
        view.setScene(scene);
      }
      return;
    }
    shown.current = { scene, size };
    view.resize(size.width, size.height);
    view.setLayout(scene, animate && prev && prev.size === size ? 'glide' : 'jump');
  }, [scene, size, viewRef, animate]);

  useEffect(() => viewRef.current?.setActive(activeItem), [activeItem, viewRef]);

  return <canvas ref={canvasRef} className="tree-canvas" aria-hidden="true" />;
}
