/** The CPU's value format lives with the pure view code (the search lab words values with it too). */
export { formatCpuValue } from '../../view/cpuValue.ts';
