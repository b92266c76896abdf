/** Tic-tac-toe's lab wording in English and Japanese, for the caption tests. */
import { ticTacToe, ticTacToeModule } from '../../src/games/tictactoe/index.ts';
import { fullTreeWording, labWords } from '../../src/view/labCaption.ts';

const wording = fullTreeWording(ticTacToe);
export const TTT_EN = labWords(wording, await ticTacToeModule.words.en(), 'en');
export const TTT_JA = labWords(wording, await ticTacToeModule.words.ja(), 'ja');
