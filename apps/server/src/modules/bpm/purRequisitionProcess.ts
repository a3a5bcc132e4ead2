/**
 * The default approval of purchase requisitions (issue 5): the head of the requisition's department
 * approves; then, when the total is above the PUR_REQ_SECOND_APPROVAL_AMOUNT profile, a second approver
 * (a person, by id) approves too. With its diagram, so the designer and the monitor can draw it.
 * The document engine must pass `departmentId` and `totalAmount` among the instance variables.
 */
export function purRequisitionProcessXml(secondApproverPersonId: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:srm="http://srm.local/bpmn" id="Definitions_PurRequisition" targetNamespace="http://srm.local/bpmn/process">
  <bpmn:process id="PUR_REQUISITION_DEFAULT" name="采购申请审批" isExecutable="true">
    <bpmn:startEvent id="StartEvent_Submit" name="提交" srm:nameEn="Submit" />
    <bpmn:userTask id="Task_DeptHead" name="部门负责人审批" srm:nameEn="Department head approval" srm:assigneeType="DEPT_HEAD" srm:assignee="departmentId" />
    <bpmn:exclusiveGateway id="Gateway_Amount" name="金额判断" srm:nameEn="Amount check" default="Flow_WithinAmount" />
    <bpmn:userTask id="Task_SecondApproval" name="二级审批" srm:nameEn="Second approval" srm:assigneeType="PERSON" srm:assignee="${secondApproverPersonId}" />
    <bpmn:endEvent id="EndEvent_Approved" name="审批通过" srm:nameEn="Approved" />
    <bpmn:sequenceFlow id="Flow_Submit" sourceRef="StartEvent_Submit" targetRef="Task_DeptHead" />
    <bpmn:sequenceFlow id="Flow_DeptHead" sourceRef="Task_DeptHead" targetRef="Gateway_Amount" />
    <bpmn:sequenceFlow id="Flow_AboveAmount" name="超过二级审批金额" srm:nameEn="Above the second-approval amount" sourceRef="Gateway_Amount" targetRef="Task_SecondApproval">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">totalAmount &gt; profile.PUR_REQ_SECOND_APPROVAL_AMOUNT</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="Flow_WithinAmount" name="未超过" srm:nameEn="Within it" sourceRef="Gateway_Amount" targetRef="EndEvent_Approved" />
    <bpmn:sequenceFlow id="Flow_SecondApproval" sourceRef="Task_SecondApproval" targetRef="EndEvent_Approved" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_PurRequisition">
    <bpmndi:BPMNPlane id="Plane_PurRequisition" bpmnElement="PUR_REQUISITION_DEFAULT">
      <bpmndi:BPMNShape id="StartEvent_Submit_di" bpmnElement="StartEvent_Submit">
        <dc:Bounds x="152" y="162" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_DeptHead_di" bpmnElement="Task_DeptHead">
        <dc:Bounds x="240" y="140" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Gateway_Amount_di" bpmnElement="Gateway_Amount" isMarkerVisible="true">
        <dc:Bounds x="395" y="155" width="50" height="50" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_SecondApproval_di" bpmnElement="Task_SecondApproval">
        <dc:Bounds x="500" y="140" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_Approved_di" bpmnElement="EndEvent_Approved">
        <dc:Bounds x="662" y="162" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_Submit_di" bpmnElement="Flow_Submit">
        <di:waypoint x="188" y="180" />
        <di:waypoint x="240" y="180" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_DeptHead_di" bpmnElement="Flow_DeptHead">
        <di:waypoint x="340" y="180" />
        <di:waypoint x="395" y="180" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_AboveAmount_di" bpmnElement="Flow_AboveAmount">
        <di:waypoint x="445" y="180" />
        <di:waypoint x="500" y="180" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_WithinAmount_di" bpmnElement="Flow_WithinAmount">
        <di:waypoint x="420" y="205" />
        <di:waypoint x="420" y="270" />
        <di:waypoint x="680" y="270" />
        <di:waypoint x="680" y="198" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_SecondApproval_di" bpmnElement="Flow_SecondApproval">
        <di:waypoint x="600" y="180" />
        <di:waypoint x="662" y="180" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
