// The explicit, sorted registry of bundled rules; test/rules/registry.test.ts checks it against the files in rules/.
import type { Rule } from '../src/lint/rule.js';
import checkCannotFail from './check-cannot-fail.js';
import conflictingKeyType from './conflicting-key-type.js';
import incompleteAnalysis from './incomplete-analysis.js';
import interpreterLimit from './interpreter-limit.js';
import notationError from './notation-error.js';
import oracleParseError from './oracle-parse-error.js';
import orderDependentCheck from './order-dependent-check.js';
import unpublishedCase from './unpublished-case.js';
import unpublishedExitStatus from './unpublished-exit-status.js';
import unpublishedInputShape from './unpublished-input-shape.js';
import unpublishedKey from './unpublished-key.js';
import unpublishedLayout from './unpublished-layout.js';
import unpublishedShape from './unpublished-shape.js';
import unpublishedStderr from './unpublished-stderr.js';
import unpublishedVocabulary from './unpublished-vocabulary.js';
import unreadPublishedField from './unread-published-field.js';
import unrepresentableValue from './unrepresentable-value.js';

/** Every bundled rule, sorted by id. */
export const rules: readonly Rule[] = [
  checkCannotFail,
  conflictingKeyType,
  incompleteAnalysis,
  interpreterLimit,
  notationError,
  oracleParseError,
  orderDependentCheck,
  unpublishedCase,
  unpublishedExitStatus,
  unpublishedInputShape,
  unpublishedKey,
  unpublishedLayout,
  unpublishedShape,
  unpublishedStderr,
  unpublishedVocabulary,
  unreadPublishedField,
  unrepresentableValue,
];
