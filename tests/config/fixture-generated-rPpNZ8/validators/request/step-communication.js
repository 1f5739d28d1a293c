/* Generated from schemas/forms/ and config/forms/ by scripts/config. Do not edit: change those and rebuild. */
import { UK_FORMATS } from '../../../../../src/domain/ajv-formats';
import * as func2Module from 'ajv/dist/runtime/ucs2length.js';


const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://tradesites.local/schemas/forms/request/step-communication.schema.json","type":"object","definitions":{"storedFile":{"type":"object","title":"Image","description":"An image chosen on this device; its bytes wait in the browser until they are uploaded.","additionalProperties":false,"required":["id","name","type","size"],"properties":{"id":{"type":"string","title":"Stored file id","pattern":"^[A-Za-z0-9_-]{1,64}$"},"name":{"type":"string","title":"File name","maxLength":255},"type":{"type":"string","title":"Media type","maxLength":100},"size":{"type":"integer","title":"Size in bytes","minimum":1,"maximum":5242880}}}},"properties":{"whatsAppNumber":{"type":"string","title":"WhatsApp number","format":"uk-mobile","maxLength":30},"hasDomain":{"type":"boolean","title":"I already own a domain name","default":false},"domainName":{"type":"string","title":"Domain name","format":"domain-name","maxLength":253}},"required":[]};
const formats0 = UK_FORMATS["uk-mobile"];
const formats2 = UK_FORMATS["domain-name"];
const func2 = runtimeDefault(func2Module);

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://tradesites.local/schemas/forms/request/step-communication.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.whatsAppNumber !== undefined){
let data0 = data.whatsAppNumber;
if(typeof data0 === "string"){
if(func2(data0) > 30){
const err0 = {instancePath:instancePath+"/whatsAppNumber",schemaPath:"#/properties/whatsAppNumber/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema11.properties.whatsAppNumber,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats0(data0))){
const err1 = {instancePath:instancePath+"/whatsAppNumber",schemaPath:"#/properties/whatsAppNumber/format",keyword:"format",params:{format: "uk-mobile"},message:"must match format \""+"uk-mobile"+"\"",schema:"uk-mobile",parentSchema:schema11.properties.whatsAppNumber,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/whatsAppNumber",schemaPath:"#/properties/whatsAppNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.whatsAppNumber.type,parentSchema:schema11.properties.whatsAppNumber,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.hasDomain !== undefined){
let data1 = data.hasDomain;
if(typeof data1 !== "boolean"){
const err3 = {instancePath:instancePath+"/hasDomain",schemaPath:"#/properties/hasDomain/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.hasDomain.type,parentSchema:schema11.properties.hasDomain,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.domainName !== undefined){
let data2 = data.domainName;
if(typeof data2 === "string"){
if(func2(data2) > 253){
const err4 = {instancePath:instancePath+"/domainName",schemaPath:"#/properties/domainName/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters",schema:253,parentSchema:schema11.properties.domainName,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats2(data2))){
const err5 = {instancePath:instancePath+"/domainName",schemaPath:"#/properties/domainName/format",keyword:"format",params:{format: "domain-name"},message:"must match format \""+"domain-name"+"\"",schema:"domain-name",parentSchema:schema11.properties.domainName,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/domainName",schemaPath:"#/properties/domainName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.domainName.type,parentSchema:schema11.properties.domainName,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

function runtimeDefault(mod) {
  const value = mod.default;
  return value && typeof value === 'object' && 'default' in value ? value.default : value;
}


/** The validate functions by schema id (or rjsf schema hash), for createPrecompiledValidator. */
export const validateFns = {
  "https://tradesites.local/schemas/forms/request/step-communication.schema.json": validate10,
};
export default validateFns;
