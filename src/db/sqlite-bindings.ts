import {
  BinaryOperationNode,
  type KyselyPlugin,
  LimitNode,
  OperationNodeTransformer,
  OperatorNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  RawNode,
  type RootOperationNode,
  type UnknownRow,
  ValueNode,
} from 'kysely';

/**
 * Keeps SQLite from compiling a statement again on every run. SQLite marks a prepared statement to
 * re-prepare whenever a parameter is bound when the parameter's value may change the plan: a
 * `LIMIT ?` (any query), and a `column = ?` in a join (constant propagation). better-sqlite3 binds
 * on every run, so such a statement was parsed and planned again on each one, at several times
 * the cost of running it (bench/README.md, "seventh pass"). This plugin writes LIMIT's integer into
 * the SQL (a page size: a handful of distinct texts for the statement cache) and a compared value
 * as `+?`: the unary plus is a no-op that leaves the value's type and affinity as they were (a bare
 * parameter has none), so comparisons and index use are unchanged, and SQLite no longer treats
 * it as a propagated constant. SQLite only; PostgreSQL plans differently.
 */
export class SqliteBindingsPlugin implements KyselyPlugin {
  readonly #transformer = new BindingsTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

class BindingsTransformer extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    const { limit } = node;
    if (ValueNode.is(limit) && !limit.immediate && Number.isSafeInteger(limit.value))
      return LimitNode.create(ValueNode.createImmediate(limit.value));
    return super.transformLimit(node);
  }

  protected override transformBinaryOperation(node: BinaryOperationNode): BinaryOperationNode {
    const transformed = super.transformBinaryOperation(node);
    const { leftOperand, operator, rightOperand } = transformed;
    if (OperatorNode.is(operator) && operator.operator === '=' && ValueNode.is(rightOperand) && !rightOperand.immediate)
      return BinaryOperationNode.create(leftOperand, operator, RawNode.create(['+', ''], [rightOperand]));
    return transformed;
  }
}
