import { describe, expect, it } from 'vitest';
import { purRequisitionProcessXml } from '../../../modules/bpm/purRequisitionProcess.ts';
import { bpmn, endEvent, flow, gateway, linearProcess, startEvent, userTask } from '../../../modules/bpm/testKit.ts';
import { parseProcess } from './parse.ts';

const problemsOf = async (xml: string) => {
  const outcome = await parseProcess(xml);
  return outcome.ok ? [] : outcome.problems.map((p) => [p.key, p.params]);
};

describe('reading BPMN into the graph the interpreter runs', () => {
  it('reads the default requisition process: assignee rules, the gateway, its condition and default flow', async () => {
    const outcome = await parseProcess(purRequisitionProcessXml(7));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { graph } = outcome;
    expect(graph.startId).toBe('StartEvent_Submit');
    expect(graph.nodes.get('Task_DeptHead')).toMatchObject({
      kind: 'userTask',
      name: '部门负责人审批',
      nameEn: 'Department head approval',
      rule: { type: 'DEPT_HEAD', value: 'departmentId' },
      mode: 'ANY',
    });
    expect(graph.nodes.get('Task_SecondApproval')).toMatchObject({ rule: { type: 'PERSON', value: '7' } });
    expect(graph.nodes.get('Gateway_Amount')).toMatchObject({ defaultFlowId: 'Flow_WithinAmount' });
    expect(graph.outgoing.get('Gateway_Amount')!.map((f) => [f.id, f.condition?.text ?? null])).toEqual([
      ['Flow_AboveAmount', 'totalAmount > profile.PUR_REQ_SECOND_APPROVAL_AMOUNT'],
      ['Flow_WithinAmount', null],
    ]);
    expect(graph.profileCodes).toEqual(['PUR_REQ_SECOND_APPROVAL_AMOUNT']);
  });

  it('reads a multi-instance user task as a countersign, ALL unless it says ANY, whatever prefix our namespace has', async () => {
    const xml = linearProcess(userTask('all', 'All', 'RESPONSIBILITY', 'PUR_APPROVER', 'ALL'))
      .replaceAll('srm:', 'x:')
      .replace('xmlns:srm=', 'xmlns:x=');
    const outcome = await parseProcess(xml);
    expect(outcome.ok && outcome.graph.nodes.get('all')).toMatchObject({ mode: 'ALL' });
    const any = await parseProcess(linearProcess(userTask('any', 'Any', 'RESPONSIBILITY', 'PUR_APPROVER', 'ANY')));
    expect(any.ok && any.graph.nodes.get('any')).toMatchObject({ mode: 'ANY' });
  });

  it('refuses what is not XML, or not BPMN', async () => {
    expect(await problemsOf('<definitions')).toEqual([['bpm.xmlUnreadable', expect.objectContaining({})]]);
    expect(await problemsOf('<a/>')).toEqual([
      ['bpm.xmlUnreadable', { detail: 'failed to parse document as <bpmn:Definitions>' }],
    ]);
    expect(await problemsOf(bpmn('<bpmn:bogus id="x" />'))).toEqual([
      ['bpm.xmlUnreadable', { detail: 'unparsable content <bpmn:bogus> detected' }],
    ]);
  });

  it('refuses elements it cannot run, naming them', async () => {
    const xml = bpmn(
      [
        startEvent(),
        '<bpmn:serviceTask id="callSap" />',
        '<bpmn:parallelGateway id="fork" />',
        '<bpmn:endEvent id="end"><bpmn:errorEventDefinition /></bpmn:endEvent>',
        flow('f1', 'start', 'callSap'),
      ].join(''),
    );
    expect(await problemsOf(xml)).toEqual(
      expect.arrayContaining([
        ['bpm.unsupportedElement', { element: 'serviceTask', id: 'callSap' }],
        ['bpm.unsupportedElement', { element: 'parallelGateway', id: 'fork' }],
        ['bpm.unsupportedElement', { element: 'errorEventDefinition', id: 'end' }],
      ]),
    );
  });

  it('refuses a user task without an assignee rule, or with one it does not know', async () => {
    expect(await problemsOf(linearProcess('<bpmn:userTask id="t" name="Check" />'))).toEqual([
      ['bpm.noAssigneeRule', { node: 'Check' }],
    ]);
    expect(await problemsOf(linearProcess(userTask('t', 'Check', 'POSITION')))).toEqual([
      ['bpm.noAssigneeRule', { node: 'Check' }],
    ]);
    expect(await problemsOf(linearProcess(userTask('t', 'Check', 'BOSS', 'x')))).toEqual([
      ['bpm.badAssigneeType', { node: 'Check', type: 'BOSS' }],
    ]);
    expect(await problemsOf(linearProcess(userTask('t', 'Check', 'PERSON', 'E0003')))).toEqual([
      ['bpm.badAssignee', { node: 'Check', value: 'E0003' }],
    ]);
  });

  it('checks the shape: one start, an end, one way out of tasks, conditions only at gateways, all reachable', async () => {
    const two = (condition?: string) =>
      bpmn(
        [startEvent(), userTask('a', 'A', 'INITIATOR_SUPERIOR'), userTask('b', 'B', 'INITIATOR_SUPERIOR'), endEvent()]
          .concat([
            flow('f1', 'start', 'a'),
            flow('f2', 'a', 'b'),
            flow('f3', 'a', 'end'),
            flow('f4', 'b', 'end', condition),
          ])
          .join(''),
      );
    expect(await problemsOf(two('x > 1'))).toEqual([['bpm.conditionOutsideGateway', { flow: 'f4' }]]);
    expect(await problemsOf(two())).toEqual([['bpm.oneOutgoing', { node: 'A' }]]);
    const island = bpmn(
      [
        startEvent(),
        userTask('a', 'A', 'INITIATOR_SUPERIOR'),
        userTask('lost', 'Lost', 'INITIATOR_SUPERIOR'),
        endEvent(),
      ]
        .concat([flow('f1', 'start', 'a'), flow('f2', 'a', 'end'), flow('f3', 'lost', 'end')])
        .join(''),
    );
    expect(await problemsOf(island)).toEqual([['bpm.unreachable', { node: 'Lost' }]]);
    const dangling = linearProcess(userTask('a', 'A', 'INITIATOR_SUPERIOR')).replace(
      '</bpmn:process>',
      `${flow('f9', 'a', 'nowhere')}</bpmn:process>`,
    );
    expect(await problemsOf(dangling)).toEqual([['bpm.xmlUnreadable', { detail: 'unresolved reference <nowhere>' }]]);
    expect(await problemsOf(bpmn(userTask('a', 'A', 'INITIATOR_SUPERIOR')))).toEqual(
      expect.arrayContaining([
        ['bpm.oneStart', {}],
        ['bpm.noEnd', {}],
      ]),
    );
  });

  it('checks gateway conditions: valid expressions, known profiles, a condition or the default on every way out', async () => {
    const xml = (condition: string, withDefault = true) =>
      bpmn(
        [
          startEvent(),
          gateway('g', withDefault ? 'low' : undefined),
          userTask('a', 'A', 'INITIATOR_SUPERIOR'),
          endEvent(),
          flow('f1', 'start', 'g'),
          flow('high', 'g', 'a', condition),
          flow('low', 'g', 'end'),
          flow('f2', 'a', 'end'),
        ].join(''),
      );
    expect(await problemsOf(xml(`\${totalAmount > 1000}`))).toEqual([]);
    expect(await problemsOf(xml('totalAmount >'))).toEqual([
      ['bpm.badCondition', { flow: 'high', detail: expect.stringContaining('Parse error') }],
    ]);
    expect(await problemsOf(xml('totalAmount > profile.NO_SUCH_PROFILE'))).toEqual([
      ['bpm.unknownProfile', { flow: 'high', code: 'NO_SUCH_PROFILE' }],
    ]);
    expect(await problemsOf(xml('totalAmount > 1', false))).toEqual([
      ['bpm.flowNeedsCondition', { flow: 'low', node: 'g' }],
    ]);
  });
});
