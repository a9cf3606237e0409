import { describeMatrixGroup } from './authorization-matrix-run';

describeMatrixGroup('catalog');
