/* Generated from schemas/forms/ and config/forms/ by scripts/config. Do not edit: change those and rebuild. */
import { UK_FORMATS } from '../../../../../src/domain/ajv-formats';
import * as func2Module from 'ajv/dist/runtime/ucs2length.js';


const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://tradesites.local/schemas/forms/request/step-business.schema.json","type":"object","definitions":{"storedFile":{"type":"object","title":"Image","description":"An image chosen on this device; its bytes wait in the browser until they are uploaded.","additionalProperties":false,"required":["id","name","type","size"],"properties":{"id":{"type":"string","title":"Stored file id","pattern":"^[A-Za-z0-9_-]{1,64}$"},"name":{"type":"string","title":"File name","maxLength":255},"type":{"type":"string","title":"Media type","maxLength":100},"size":{"type":"integer","title":"Size in bytes","minimum":1,"maximum":5242880}}}},"properties":{"businessBasics":{"type":"object","title":"Business basics","required":["firstName","companyName","email","phone"],"properties":{"firstName":{"type":"string","title":"First name","maxLength":100},"companyName":{"type":"string","title":"Company name","maxLength":200},"email":{"type":"string","title":"Email address","format":"email","maxLength":254},"phone":{"type":"string","title":"Phone number","format":"uk-phone","maxLength":30}}},"logo":{"$ref":"#/definitions/storedFile","title":"Logo"}},"required":["businessBasics"]};
const schema12 = {"type":"object","title":"Image","description":"An image chosen on this device; its bytes wait in the browser until they are uploaded.","additionalProperties":false,"required":["id","name","type","size"],"properties":{"id":{"type":"string","title":"Stored file id","pattern":"^[A-Za-z0-9_-]{1,64}$"},"name":{"type":"string","title":"File name","maxLength":255},"type":{"type":"string","title":"Media type","maxLength":100},"size":{"type":"integer","title":"Size in bytes","minimum":1,"maximum":5242880}}};
const func2 = runtimeDefault(func2Module);
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats2 = UK_FORMATS["uk-phone"];
const pattern0 = new RegExp("^[A-Za-z0-9_-]{1,64}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://tradesites.local/schemas/forms/request/step-business.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.businessBasics === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "businessBasics"},message:"must have required property '"+"businessBasics"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.businessBasics !== undefined){
let data0 = data.businessBasics;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.firstName === undefined){
const err1 = {instancePath:instancePath+"/businessBasics",schemaPath:"#/properties/businessBasics/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'",schema:schema11.properties.businessBasics.required,parentSchema:schema11.properties.businessBasics,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.companyName === undefined){
const err2 = {instancePath:instancePath+"/businessBasics",schemaPath:"#/properties/businessBasics/required",keyword:"required",params:{missingProperty: "companyName"},message:"must have required property '"+"companyName"+"'",schema:schema11.properties.businessBasics.required,parentSchema:schema11.properties.businessBasics,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.email === undefined){
const err3 = {instancePath:instancePath+"/businessBasics",schemaPath:"#/properties/businessBasics/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema11.properties.businessBasics.required,parentSchema:schema11.properties.businessBasics,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.phone === undefined){
const err4 = {instancePath:instancePath+"/businessBasics",schemaPath:"#/properties/businessBasics/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'",schema:schema11.properties.businessBasics.required,parentSchema:schema11.properties.businessBasics,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.firstName !== undefined){
let data1 = data0.firstName;
if(typeof data1 === "string"){
if(func2(data1) > 100){
const err5 = {instancePath:instancePath+"/businessBasics/firstName",schemaPath:"#/properties/businessBasics/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.businessBasics.properties.firstName,data:data1};
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
const err6 = {instancePath:instancePath+"/businessBasics/firstName",schemaPath:"#/properties/businessBasics/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessBasics.properties.firstName.type,parentSchema:schema11.properties.businessBasics.properties.firstName,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.companyName !== undefined){
let data2 = data0.companyName;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err7 = {instancePath:instancePath+"/businessBasics/companyName",schemaPath:"#/properties/businessBasics/properties/companyName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.businessBasics.properties.companyName,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/businessBasics/companyName",schemaPath:"#/properties/businessBasics/properties/companyName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessBasics.properties.companyName.type,parentSchema:schema11.properties.businessBasics.properties.companyName,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.email !== undefined){
let data3 = data0.email;
if(typeof data3 === "string"){
if(func2(data3) > 254){
const err9 = {instancePath:instancePath+"/businessBasics/email",schemaPath:"#/properties/businessBasics/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema11.properties.businessBasics.properties.email,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats0.test(data3))){
const err10 = {instancePath:instancePath+"/businessBasics/email",schemaPath:"#/properties/businessBasics/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.businessBasics.properties.email,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/businessBasics/email",schemaPath:"#/properties/businessBasics/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessBasics.properties.email.type,parentSchema:schema11.properties.businessBasics.properties.email,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.phone !== undefined){
let data4 = data0.phone;
if(typeof data4 === "string"){
if(func2(data4) > 30){
const err12 = {instancePath:instancePath+"/businessBasics/phone",schemaPath:"#/properties/businessBasics/properties/phone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema11.properties.businessBasics.properties.phone,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats2(data4))){
const err13 = {instancePath:instancePath+"/businessBasics/phone",schemaPath:"#/properties/businessBasics/properties/phone/format",keyword:"format",params:{format: "uk-phone"},message:"must match format \""+"uk-phone"+"\"",schema:"uk-phone",parentSchema:schema11.properties.businessBasics.properties.phone,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/businessBasics/phone",schemaPath:"#/properties/businessBasics/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessBasics.properties.phone.type,parentSchema:schema11.properties.businessBasics.properties.phone,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/businessBasics",schemaPath:"#/properties/businessBasics/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.businessBasics.type,parentSchema:schema11.properties.businessBasics,data:data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.logo !== undefined){
let data5 = data.logo;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.id === undefined){
const err16 = {instancePath:instancePath+"/logo",schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema12.required,parentSchema:schema12,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5.name === undefined){
const err17 = {instancePath:instancePath+"/logo",schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema12.required,parentSchema:schema12,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5.type === undefined){
const err18 = {instancePath:instancePath+"/logo",schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema12.required,parentSchema:schema12,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.size === undefined){
const err19 = {instancePath:instancePath+"/logo",schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'",schema:schema12.required,parentSchema:schema12,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key0 in data5){
if(!((((key0 === "id") || (key0 === "name")) || (key0 === "type")) || (key0 === "size"))){
const err20 = {instancePath:instancePath+"/logo",schemaPath:"#/definitions/storedFile/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.id !== undefined){
let data6 = data5.id;
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err21 = {instancePath:instancePath+"/logo/id",schemaPath:"#/definitions/storedFile/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,64}$"+"\"",schema:"^[A-Za-z0-9_-]{1,64}$",parentSchema:schema12.properties.id,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/logo/id",schemaPath:"#/definitions/storedFile/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.id.type,parentSchema:schema12.properties.id,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data5.name !== undefined){
let data7 = data5.name;
if(typeof data7 === "string"){
if(func2(data7) > 255){
const err23 = {instancePath:instancePath+"/logo/name",schemaPath:"#/definitions/storedFile/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema12.properties.name,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/logo/name",schemaPath:"#/definitions/storedFile/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.name.type,parentSchema:schema12.properties.name,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data5.type !== undefined){
let data8 = data5.type;
if(typeof data8 === "string"){
if(func2(data8) > 100){
const err25 = {instancePath:instancePath+"/logo/type",schemaPath:"#/definitions/storedFile/properties/type/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema12.properties.type,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/logo/type",schemaPath:"#/definitions/storedFile/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.type.type,parentSchema:schema12.properties.type,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data5.size !== undefined){
let data9 = data5.size;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err27 = {instancePath:instancePath+"/logo/size",schemaPath:"#/definitions/storedFile/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.size.type,parentSchema:schema12.properties.size,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 5242880 || isNaN(data9)){
const err28 = {instancePath:instancePath+"/logo/size",schemaPath:"#/definitions/storedFile/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5242880},message:"must be <= 5242880",schema:5242880,parentSchema:schema12.properties.size,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err29 = {instancePath:instancePath+"/logo/size",schemaPath:"#/definitions/storedFile/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.size,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
}
else {
const err30 = {instancePath:instancePath+"/logo",schemaPath:"#/definitions/storedFile/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
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
  "https://tradesites.local/schemas/forms/request/step-business.schema.json": validate10,
};
export default validateFns;
