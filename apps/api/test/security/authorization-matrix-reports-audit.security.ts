import { describeMatrixGroup } from './authorization-matrix-run';

describeMatrixGroup('reports-audit');
