import { useLayoutEffect, useMemo, useRef } from 'react';
import type { BoardView } from '../../../games/boardView.ts';
import type { Game } from '../../../games/game.ts';
import type { GameWords } from '../../../games/module.ts';
import { useT } from '../../../components/StoreContext.tsx';
import { LegendList } from '../../../components/LegendList.tsx';
import { PROJECTOR_BACKGROUND, VALUE_BACKGROUND } from '../../../view/colors.ts';
import type { SolvedTree } from '../../../view/solvedTree.ts';
import { createTreeView, type TreeView } from '../../explorer/ui/treeView.ts';
import { useStageSize } from '../../explorer/ui/useStageSize.ts';
import { solvedKey, solvedNodeLabels, solvedTreeLayout } from './solvedScene.ts';
import { hiddenSource, marksShown, type HideValues } from '../../../view/hideValues.ts';

/** Presentation mode: the projector's palette and thicker lines. */
const PROJECTOR = { projector: true } as const;

/**
 * The tree on a canvas (the explorer's view: pan, zoom, the same painter and palette as tic-tac-toe's): the focus
 * framed, its moves and theirs below it, each board coloured by its exact value and labelled with its move and
 * value, best moves' edges bold. A click on a board goes there (`onGo` with its moves from the focus); the
 * keyboard and screen readers use the list of moves beside it (SolvedNav).
 */
export function SolvedStage({ tree, game, view, words, present, hide, focusMoves, onGo }: { tree: SolvedTree<unknown>; game: Game<unknown>; view: BoardView<unknown>; words: GameWords; present: boolean; hide: HideValues; focusMoves: readonly number[]; onGo: (path: readonly number[]) => void }) {
  const t = useT();
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewRef = useRef<TreeView | null>(null);
  const size = useStageSize(stageRef);
  const layout = useMemo(() => (size.width > 0 ? solvedTreeLayout(tree, size, present) : null), [tree, size, present]);
  // Hide values: a board's value, colour and best marks show once revealed (its key names its line from the start).
  const source = useMemo(() => hiddenSource(tree, hide, (n) => solvedKey([...focusMoves, ...tree.pathTo(n)])), [tree, hide, focusMoves]);
  const nodeLabel = useMemo(() => solvedNodeLabels(source, game), [source, game]);
  const latest = useRef({ layout, tree, onGo });
  useLayoutEffect(() => {
    latest.current = { layout, tree, onGo };
  });
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const v = createTreeView(canvas, {
      onChoose: (i) => {
        const { layout: l, tree: shown, onGo: go } = latest.current;
        const item = l?.items[i];
        if (item && item.node !== shown.root) go(shown.pathTo(item.node));
      },
      onHover: () => {},
    });
    viewRef.current = v;
    return () => {
      v.destroy();
      viewRef.current = null;
    };
  }, []);
  // The same focus with new values keeps the view where it is; a new focus glides there.
  const shownFocus = useRef<SolvedTree<unknown> | null>(null);
  useLayoutEffect(() => {
    const v = viewRef.current;
    if (!v || !layout) return;
    v.resize(size.width, size.height);
    const sameFocus = shownFocus.current !== null && shownFocus.current.state(0) === tree.state(0);
    v.setLayout({ source, view, layout, mode: 'shortest', style: present ? PROJECTOR : undefined, nodeLabel, plainEdges: !marksShown(hide) }, sameFocus || present ? 'jump' : 'glide');
    shownFocus.current = tree;
  }, [layout, size, tree, source, view, present, nodeLabel, hide]);
  const colours = present ? PROJECTOR_BACKGROUND : VALUE_BACKGROUND;
  const { sides } = words;
  return (
    <>
      <div ref={stageRef} className="solved-stage" data-testid="solved-stage">
        <canvas ref={canvasRef} className="tree-canvas" aria-hidden="true" />
      </div>
      <LegendList
        label={t('explorer.legendLabel')}
        large={present}
        items={[
          { swatch: colours.firstWin, label: t(present ? 'explorer.legend.projector.win.0' : 'explorer.legend.win.0', { side: sides[0] }) },
          { swatch: colours.draw, label: t(present ? 'explorer.legend.projector.draw' : 'explorer.legend.draw') },
          { swatch: colours.secondWin, label: t(present ? 'explorer.legend.projector.win.1' : 'explorer.legend.win.1', { side: sides[1] }) },
          { swatch: colours.none, label: t('explorer.legend.none') },
          { line: true, label: t('explorer.legend.best') },
          { label: words.lastMove },
          { framed: true, label: t('explorer.legend.focus') },
        ]}
      />
    </>
  );
}
