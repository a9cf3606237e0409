import { describeMatrixGroup } from './authorization-matrix-run';

describeMatrixGroup('plans-charges');
