/* Generated from schemas/forms/ and config/forms/ by scripts/config. Do not edit: change those and rebuild. */
import { UK_FORMATS } from '../../../../../src/domain/ajv-formats';
import * as func2Module from 'ajv/dist/runtime/ucs2length.js';


const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://tradesites.local/schemas/forms/request/step-address.schema.json","type":"object","definitions":{"storedFile":{"type":"object","title":"Image","description":"An image chosen on this device; its bytes wait in the browser until they are uploaded.","additionalProperties":false,"required":["id","name","type","size"],"properties":{"id":{"type":"string","title":"Stored file id","pattern":"^[A-Za-z0-9_-]{1,64}$"},"name":{"type":"string","title":"File name","maxLength":255},"type":{"type":"string","title":"Media type","maxLength":100},"size":{"type":"integer","title":"Size in bytes","minimum":1,"maximum":5242880}}}},"properties":{"businessAddress":{"type":"object","title":"Business address","required":["street","town","county","postcode"],"properties":{"street":{"type":"string","title":"Street address","maxLength":200},"town":{"type":"string","title":"Town","maxLength":100},"county":{"type":"string","title":"County","maxLength":100},"postcode":{"type":"string","title":"Post code","format":"uk-postcode","maxLength":10},"registrationNumber":{"type":"string","title":"Company registration number","format":"company-number","maxLength":20},"hideAddress":{"type":"boolean","title":"Hide my address on the website","default":false}}},"termsAgreed":{"type":"boolean","title":"I agree to the terms","const":true}},"required":["businessAddress","termsAgreed"]};
const func2 = runtimeDefault(func2Module);
const formats0 = UK_FORMATS["uk-postcode"];
const formats2 = UK_FORMATS["company-number"];

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://tradesites.local/schemas/forms/request/step-address.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.businessAddress === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "businessAddress"},message:"must have required property '"+"businessAddress"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.termsAgreed === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "termsAgreed"},message:"must have required property '"+"termsAgreed"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.businessAddress !== undefined){
let data0 = data.businessAddress;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.street === undefined){
const err2 = {instancePath:instancePath+"/businessAddress",schemaPath:"#/properties/businessAddress/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'",schema:schema11.properties.businessAddress.required,parentSchema:schema11.properties.businessAddress,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.town === undefined){
const err3 = {instancePath:instancePath+"/businessAddress",schemaPath:"#/properties/businessAddress/required",keyword:"required",params:{missingProperty: "town"},message:"must have required property '"+"town"+"'",schema:schema11.properties.businessAddress.required,parentSchema:schema11.properties.businessAddress,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.county === undefined){
const err4 = {instancePath:instancePath+"/businessAddress",schemaPath:"#/properties/businessAddress/required",keyword:"required",params:{missingProperty: "county"},message:"must have required property '"+"county"+"'",schema:schema11.properties.businessAddress.required,parentSchema:schema11.properties.businessAddress,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.postcode === undefined){
const err5 = {instancePath:instancePath+"/businessAddress",schemaPath:"#/properties/businessAddress/required",keyword:"required",params:{missingProperty: "postcode"},message:"must have required property '"+"postcode"+"'",schema:schema11.properties.businessAddress.required,parentSchema:schema11.properties.businessAddress,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.street !== undefined){
let data1 = data0.street;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err6 = {instancePath:instancePath+"/businessAddress/street",schemaPath:"#/properties/businessAddress/properties/street/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.businessAddress.properties.street,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/businessAddress/street",schemaPath:"#/properties/businessAddress/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessAddress.properties.street.type,parentSchema:schema11.properties.businessAddress.properties.street,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.town !== undefined){
let data2 = data0.town;
if(typeof data2 === "string"){
if(func2(data2) > 100){
const err8 = {instancePath:instancePath+"/businessAddress/town",schemaPath:"#/properties/businessAddress/properties/town/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.businessAddress.properties.town,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/businessAddress/town",schemaPath:"#/properties/businessAddress/properties/town/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessAddress.properties.town.type,parentSchema:schema11.properties.businessAddress.properties.town,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.county !== undefined){
let data3 = data0.county;
if(typeof data3 === "string"){
if(func2(data3) > 100){
const err10 = {instancePath:instancePath+"/businessAddress/county",schemaPath:"#/properties/businessAddress/properties/county/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.businessAddress.properties.county,data:data3};
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
const err11 = {instancePath:instancePath+"/businessAddress/county",schemaPath:"#/properties/businessAddress/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessAddress.properties.county.type,parentSchema:schema11.properties.businessAddress.properties.county,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.postcode !== undefined){
let data4 = data0.postcode;
if(typeof data4 === "string"){
if(func2(data4) > 10){
const err12 = {instancePath:instancePath+"/businessAddress/postcode",schemaPath:"#/properties/businessAddress/properties/postcode/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema11.properties.businessAddress.properties.postcode,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats0(data4))){
const err13 = {instancePath:instancePath+"/businessAddress/postcode",schemaPath:"#/properties/businessAddress/properties/postcode/format",keyword:"format",params:{format: "uk-postcode"},message:"must match format \""+"uk-postcode"+"\"",schema:"uk-postcode",parentSchema:schema11.properties.businessAddress.properties.postcode,data:data4};
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
const err14 = {instancePath:instancePath+"/businessAddress/postcode",schemaPath:"#/properties/businessAddress/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessAddress.properties.postcode.type,parentSchema:schema11.properties.businessAddress.properties.postcode,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.registrationNumber !== undefined){
let data5 = data0.registrationNumber;
if(typeof data5 === "string"){
if(func2(data5) > 20){
const err15 = {instancePath:instancePath+"/businessAddress/registrationNumber",schemaPath:"#/properties/businessAddress/properties/registrationNumber/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.businessAddress.properties.registrationNumber,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(formats2(data5))){
const err16 = {instancePath:instancePath+"/businessAddress/registrationNumber",schemaPath:"#/properties/businessAddress/properties/registrationNumber/format",keyword:"format",params:{format: "company-number"},message:"must match format \""+"company-number"+"\"",schema:"company-number",parentSchema:schema11.properties.businessAddress.properties.registrationNumber,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/businessAddress/registrationNumber",schemaPath:"#/properties/businessAddress/properties/registrationNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessAddress.properties.registrationNumber.type,parentSchema:schema11.properties.businessAddress.properties.registrationNumber,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.hideAddress !== undefined){
let data6 = data0.hideAddress;
if(typeof data6 !== "boolean"){
const err18 = {instancePath:instancePath+"/businessAddress/hideAddress",schemaPath:"#/properties/businessAddress/properties/hideAddress/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.businessAddress.properties.hideAddress.type,parentSchema:schema11.properties.businessAddress.properties.hideAddress,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/businessAddress",schemaPath:"#/properties/businessAddress/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.businessAddress.type,parentSchema:schema11.properties.businessAddress,data:data0};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.termsAgreed !== undefined){
let data7 = data.termsAgreed;
if(typeof data7 !== "boolean"){
const err20 = {instancePath:instancePath+"/termsAgreed",schemaPath:"#/properties/termsAgreed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.termsAgreed.type,parentSchema:schema11.properties.termsAgreed,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(true !== data7){
const err21 = {instancePath:instancePath+"/termsAgreed",schemaPath:"#/properties/termsAgreed/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema11.properties.termsAgreed,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
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
  "https://tradesites.local/schemas/forms/request/step-address.schema.json": validate10,
};
export default validateFns;
