/* Generated from schemas/forms/ and config/forms/ by scripts/config. Do not edit: change those and rebuild. */
import { UK_FORMATS } from '../../../../../src/domain/ajv-formats';
import * as func2Module from 'ajv/dist/runtime/ucs2length.js';


const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://tradesites.local/schemas/forms/request.schema.json","title":"Website request","description":"The answers of the 10-step website request form (spec part 1 §3). How each field is shown is in config/forms/request.yaml.","type":"object","required":["tradeType","businessBasics","businessAddress","termsAgreed"],"definitions":{"storedFile":{"type":"object","title":"Image","description":"An image chosen on this device; its bytes wait in the browser until they are uploaded.","additionalProperties":false,"required":["id","name","type","size"],"properties":{"id":{"type":"string","title":"Stored file id","pattern":"^[A-Za-z0-9_-]{1,64}$"},"name":{"type":"string","title":"File name","maxLength":255},"type":{"type":"string","title":"Media type","maxLength":100},"size":{"type":"integer","title":"Size in bytes","minimum":1,"maximum":5242880}}}},"properties":{"customerNumber":{"type":"string","title":"Customer reference","maxLength":100},"tradeType":{"type":"string","title":"Trade","pattern":"^[a-z][a-z0-9-]{0,39}$"},"selectedColorScheme":{"type":"string","title":"Colour scheme","pattern":"^[a-z][a-z0-9-]{0,39}$"},"useCustomColors":{"type":"boolean","title":"Use custom colours","default":false},"customPrimaryColor":{"type":"string","title":"Primary colour","format":"hex-colour","default":"#2897cf"},"customSecondaryColor":{"type":"string","title":"Secondary colour","format":"hex-colour","default":"#194563"},"extractColorsFromLogo":{"type":"boolean","title":"Use the colours of my logo","default":false},"businessBasics":{"type":"object","title":"Business basics","required":["firstName","companyName","email","phone"],"properties":{"firstName":{"type":"string","title":"First name","maxLength":100},"companyName":{"type":"string","title":"Company name","maxLength":200},"email":{"type":"string","title":"Email address","format":"email","maxLength":254},"phone":{"type":"string","title":"Phone number","format":"uk-phone","maxLength":30}}},"businessName":{"type":"string","title":"Business name","maxLength":200},"logo":{"$ref":"#/definitions/storedFile","title":"Logo"},"gallery":{"type":"array","title":"Photos of your work","maxItems":30,"items":{"$ref":"#/definitions/storedFile"}},"selectedAccreditations":{"type":"array","title":"Accreditations","uniqueItems":true,"maxItems":100,"items":{"type":"string","maxLength":300}},"accreditationImages":{"type":"array","title":"Accreditation images","maxItems":100,"items":{"type":"object","required":["name","file"],"properties":{"name":{"type":"string","maxLength":300},"file":{"$ref":"#/definitions/storedFile"}}}},"additionalAccreditation":{"type":"string","title":"Other accreditations","maxLength":2000},"onlineProfiles":{"type":"array","title":"Online profiles","uniqueItems":true,"items":{"type":"string","enum":["Facebook","Google Business Profile","TrustATrade","CheckATrade","Yell"]}},"additionalProfiles":{"type":"string","title":"Other profiles","maxLength":2000},"instagramHandle":{"type":"string","title":"Instagram handle","pattern":"^[A-Za-z0-9._]{1,30}$"},"businessEmailOption":{"type":"string","title":"Business email","enum":["yes","no","already"]},"businessEmailPrefixKind":{"type":"string","title":"Email address style","enum":["common","first-name","custom"]},"businessEmailPrefix":{"type":"string","title":"Email address prefix","pattern":"^[a-z0-9._-]{1,64}$"},"whatsAppNumber":{"type":"string","title":"WhatsApp number","format":"uk-mobile","maxLength":30},"selectedServices":{"type":"array","title":"Services","uniqueItems":true,"maxItems":100,"items":{"type":"string","maxLength":300}},"additionalServices":{"type":"string","title":"Additional services","maxLength":2000},"minimumCallOut":{"type":"string","title":"Minimum call out charge","maxLength":100},"serviceLocations":{"type":"array","title":"Service areas","maxItems":50,"items":{"type":"string","minLength":1,"maxLength":100}},"businessHours":{"type":"array","title":"Business hours","maxItems":7,"items":{"type":"object","required":["day","open","openTime","closeTime"],"properties":{"day":{"type":"string","enum":["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"]},"open":{"type":"boolean"},"openTime":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$"},"closeTime":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$"}}}},"businessStats":{"type":"object","title":"Business stats","properties":{"experience":{"type":"string","title":"Years of experience","maxLength":100},"happyCustomers":{"type":"string","title":"Happy customers","maxLength":100},"projectsCompleted":{"type":"string","title":"Projects completed","maxLength":100},"emergencyJobs":{"type":"string","title":"Emergency jobs","maxLength":100}}},"businessAddress":{"type":"object","title":"Business address","required":["street","town","county","postcode"],"properties":{"street":{"type":"string","title":"Street address","maxLength":200},"town":{"type":"string","title":"Town","maxLength":100},"county":{"type":"string","title":"County","maxLength":100},"postcode":{"type":"string","title":"Post code","format":"uk-postcode","maxLength":10},"registrationNumber":{"type":"string","title":"Company registration number","format":"company-number","maxLength":20},"hideAddress":{"type":"boolean","title":"Hide my address on the website","default":false}}},"hasDomain":{"type":"boolean","title":"I already own a domain name","default":false},"domainName":{"type":"string","title":"Domain name","format":"domain-name","maxLength":253},"termsAgreed":{"type":"boolean","title":"I agree to the terms","const":true}}};
const schema12 = {"type":"object","title":"Image","description":"An image chosen on this device; its bytes wait in the browser until they are uploaded.","additionalProperties":false,"required":["id","name","type","size"],"properties":{"id":{"type":"string","title":"Stored file id","pattern":"^[A-Za-z0-9_-]{1,64}$"},"name":{"type":"string","title":"File name","maxLength":255},"type":{"type":"string","title":"Media type","maxLength":100},"size":{"type":"integer","title":"Size in bytes","minimum":1,"maximum":5242880}}};
const func2 = runtimeDefault(func2Module);
const pattern0 = new RegExp("^[a-z][a-z0-9-]{0,39}$", "u");
const pattern2 = new RegExp("^[A-Za-z0-9_-]{1,64}$", "u");
const pattern5 = new RegExp("^[A-Za-z0-9._]{1,30}$", "u");
const pattern6 = new RegExp("^[a-z0-9._-]{1,64}$", "u");
const pattern7 = new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", "u");
const formats0 = UK_FORMATS["hex-colour"];
const formats4 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats6 = UK_FORMATS["uk-phone"];
const formats8 = UK_FORMATS["uk-mobile"];
const formats10 = UK_FORMATS["uk-postcode"];
const formats12 = UK_FORMATS["company-number"];
const formats14 = UK_FORMATS["domain-name"];

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://tradesites.local/schemas/forms/request.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tradeType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tradeType"},message:"must have required property '"+"tradeType"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.businessBasics === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "businessBasics"},message:"must have required property '"+"businessBasics"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.businessAddress === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "businessAddress"},message:"must have required property '"+"businessAddress"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.termsAgreed === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "termsAgreed"},message:"must have required property '"+"termsAgreed"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.customerNumber !== undefined){
let data0 = data.customerNumber;
if(typeof data0 === "string"){
if(func2(data0) > 100){
const err4 = {instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.customerNumber,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.customerNumber.type,parentSchema:schema11.properties.customerNumber,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.tradeType !== undefined){
let data1 = data.tradeType;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/tradeType",schemaPath:"#/properties/tradeType/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]{0,39}$"},message:"must match pattern \""+"^[a-z][a-z0-9-]{0,39}$"+"\"",schema:"^[a-z][a-z0-9-]{0,39}$",parentSchema:schema11.properties.tradeType,data:data1};
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
const err7 = {instancePath:instancePath+"/tradeType",schemaPath:"#/properties/tradeType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.tradeType.type,parentSchema:schema11.properties.tradeType,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.selectedColorScheme !== undefined){
let data2 = data.selectedColorScheme;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err8 = {instancePath:instancePath+"/selectedColorScheme",schemaPath:"#/properties/selectedColorScheme/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]{0,39}$"},message:"must match pattern \""+"^[a-z][a-z0-9-]{0,39}$"+"\"",schema:"^[a-z][a-z0-9-]{0,39}$",parentSchema:schema11.properties.selectedColorScheme,data:data2};
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
const err9 = {instancePath:instancePath+"/selectedColorScheme",schemaPath:"#/properties/selectedColorScheme/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.selectedColorScheme.type,parentSchema:schema11.properties.selectedColorScheme,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.useCustomColors !== undefined){
let data3 = data.useCustomColors;
if(typeof data3 !== "boolean"){
const err10 = {instancePath:instancePath+"/useCustomColors",schemaPath:"#/properties/useCustomColors/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.useCustomColors.type,parentSchema:schema11.properties.useCustomColors,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.customPrimaryColor !== undefined){
let data4 = data.customPrimaryColor;
if(typeof data4 === "string"){
if(!(formats0(data4))){
const err11 = {instancePath:instancePath+"/customPrimaryColor",schemaPath:"#/properties/customPrimaryColor/format",keyword:"format",params:{format: "hex-colour"},message:"must match format \""+"hex-colour"+"\"",schema:"hex-colour",parentSchema:schema11.properties.customPrimaryColor,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/customPrimaryColor",schemaPath:"#/properties/customPrimaryColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.customPrimaryColor.type,parentSchema:schema11.properties.customPrimaryColor,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.customSecondaryColor !== undefined){
let data5 = data.customSecondaryColor;
if(typeof data5 === "string"){
if(!(formats0(data5))){
const err13 = {instancePath:instancePath+"/customSecondaryColor",schemaPath:"#/properties/customSecondaryColor/format",keyword:"format",params:{format: "hex-colour"},message:"must match format \""+"hex-colour"+"\"",schema:"hex-colour",parentSchema:schema11.properties.customSecondaryColor,data:data5};
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
const err14 = {instancePath:instancePath+"/customSecondaryColor",schemaPath:"#/properties/customSecondaryColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.customSecondaryColor.type,parentSchema:schema11.properties.customSecondaryColor,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.extractColorsFromLogo !== undefined){
let data6 = data.extractColorsFromLogo;
if(typeof data6 !== "boolean"){
const err15 = {instancePath:instancePath+"/extractColorsFromLogo",schemaPath:"#/properties/extractColorsFromLogo/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.extractColorsFromLogo.type,parentSchema:schema11.properties.extractColorsFromLogo,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.businessBasics !== undefined){
let data7 = data.businessBasics;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.firstName === undefined){
const err16 = {instancePath:instancePath+"/businessBasics",schemaPath:"#/properties/businessBasics/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'",schema:schema11.properties.businessBasics.required,parentSchema:schema11.properties.businessBasics,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data7.companyName === undefined){
const err17 = {instancePath:instancePath+"/businessBasics",schemaPath:"#/properties/businessBasics/required",keyword:"required",params:{missingProperty: "companyName"},message:"must have required property '"+"companyName"+"'",schema:schema11.properties.businessBasics.required,parentSchema:schema11.properties.businessBasics,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data7.email === undefined){
const err18 = {instancePath:instancePath+"/businessBasics",schemaPath:"#/properties/businessBasics/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema11.properties.businessBasics.required,parentSchema:schema11.properties.businessBasics,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data7.phone === undefined){
const err19 = {instancePath:instancePath+"/businessBasics",schemaPath:"#/properties/businessBasics/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'",schema:schema11.properties.businessBasics.required,parentSchema:schema11.properties.businessBasics,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7.firstName !== undefined){
let data8 = data7.firstName;
if(typeof data8 === "string"){
if(func2(data8) > 100){
const err20 = {instancePath:instancePath+"/businessBasics/firstName",schemaPath:"#/properties/businessBasics/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.businessBasics.properties.firstName,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/businessBasics/firstName",schemaPath:"#/properties/businessBasics/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessBasics.properties.firstName.type,parentSchema:schema11.properties.businessBasics.properties.firstName,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data7.companyName !== undefined){
let data9 = data7.companyName;
if(typeof data9 === "string"){
if(func2(data9) > 200){
const err22 = {instancePath:instancePath+"/businessBasics/companyName",schemaPath:"#/properties/businessBasics/properties/companyName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.businessBasics.properties.companyName,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/businessBasics/companyName",schemaPath:"#/properties/businessBasics/properties/companyName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessBasics.properties.companyName.type,parentSchema:schema11.properties.businessBasics.properties.companyName,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.email !== undefined){
let data10 = data7.email;
if(typeof data10 === "string"){
if(func2(data10) > 254){
const err24 = {instancePath:instancePath+"/businessBasics/email",schemaPath:"#/properties/businessBasics/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema11.properties.businessBasics.properties.email,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(formats4.test(data10))){
const err25 = {instancePath:instancePath+"/businessBasics/email",schemaPath:"#/properties/businessBasics/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.businessBasics.properties.email,data:data10};
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
const err26 = {instancePath:instancePath+"/businessBasics/email",schemaPath:"#/properties/businessBasics/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessBasics.properties.email.type,parentSchema:schema11.properties.businessBasics.properties.email,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.phone !== undefined){
let data11 = data7.phone;
if(typeof data11 === "string"){
if(func2(data11) > 30){
const err27 = {instancePath:instancePath+"/businessBasics/phone",schemaPath:"#/properties/businessBasics/properties/phone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema11.properties.businessBasics.properties.phone,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(formats6(data11))){
const err28 = {instancePath:instancePath+"/businessBasics/phone",schemaPath:"#/properties/businessBasics/properties/phone/format",keyword:"format",params:{format: "uk-phone"},message:"must match format \""+"uk-phone"+"\"",schema:"uk-phone",parentSchema:schema11.properties.businessBasics.properties.phone,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/businessBasics/phone",schemaPath:"#/properties/businessBasics/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessBasics.properties.phone.type,parentSchema:schema11.properties.businessBasics.properties.phone,data:data11};
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
else {
const err30 = {instancePath:instancePath+"/businessBasics",schemaPath:"#/properties/businessBasics/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.businessBasics.type,parentSchema:schema11.properties.businessBasics,data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.businessName !== undefined){
let data12 = data.businessName;
if(typeof data12 === "string"){
if(func2(data12) > 200){
const err31 = {instancePath:instancePath+"/businessName",schemaPath:"#/properties/businessName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.businessName,data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/businessName",schemaPath:"#/properties/businessName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessName.type,parentSchema:schema11.properties.businessName,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.logo !== undefined){
let data13 = data.logo;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.id === undefined){
const err33 = {instancePath:instancePath+"/logo",schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema12.required,parentSchema:schema12,data:data13};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data13.name === undefined){
const err34 = {instancePath:instancePath+"/logo",schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema12.required,parentSchema:schema12,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data13.type === undefined){
const err35 = {instancePath:instancePath+"/logo",schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema12.required,parentSchema:schema12,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data13.size === undefined){
const err36 = {instancePath:instancePath+"/logo",schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'",schema:schema12.required,parentSchema:schema12,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key0 in data13){
if(!((((key0 === "id") || (key0 === "name")) || (key0 === "type")) || (key0 === "size"))){
const err37 = {instancePath:instancePath+"/logo",schemaPath:"#/definitions/storedFile/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data13.id !== undefined){
let data14 = data13.id;
if(typeof data14 === "string"){
if(!pattern2.test(data14)){
const err38 = {instancePath:instancePath+"/logo/id",schemaPath:"#/definitions/storedFile/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,64}$"+"\"",schema:"^[A-Za-z0-9_-]{1,64}$",parentSchema:schema12.properties.id,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/logo/id",schemaPath:"#/definitions/storedFile/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.id.type,parentSchema:schema12.properties.id,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data13.name !== undefined){
let data15 = data13.name;
if(typeof data15 === "string"){
if(func2(data15) > 255){
const err40 = {instancePath:instancePath+"/logo/name",schemaPath:"#/definitions/storedFile/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema12.properties.name,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/logo/name",schemaPath:"#/definitions/storedFile/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.name.type,parentSchema:schema12.properties.name,data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data13.type !== undefined){
let data16 = data13.type;
if(typeof data16 === "string"){
if(func2(data16) > 100){
const err42 = {instancePath:instancePath+"/logo/type",schemaPath:"#/definitions/storedFile/properties/type/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema12.properties.type,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/logo/type",schemaPath:"#/definitions/storedFile/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.type.type,parentSchema:schema12.properties.type,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data13.size !== undefined){
let data17 = data13.size;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err44 = {instancePath:instancePath+"/logo/size",schemaPath:"#/definitions/storedFile/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.size.type,parentSchema:schema12.properties.size,data:data17};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 > 5242880 || isNaN(data17)){
const err45 = {instancePath:instancePath+"/logo/size",schemaPath:"#/definitions/storedFile/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5242880},message:"must be <= 5242880",schema:5242880,parentSchema:schema12.properties.size,data:data17};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data17 < 1 || isNaN(data17)){
const err46 = {instancePath:instancePath+"/logo/size",schemaPath:"#/definitions/storedFile/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.size,data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
}
else {
const err47 = {instancePath:instancePath+"/logo",schemaPath:"#/definitions/storedFile/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data:data13};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.gallery !== undefined){
let data18 = data.gallery;
if(Array.isArray(data18)){
if(data18.length > 30){
const err48 = {instancePath:instancePath+"/gallery",schemaPath:"#/properties/gallery/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items",schema:30,parentSchema:schema11.properties.gallery,data:data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
const len0 = data18.length;
for(let i0=0; i0<len0; i0++){
let data19 = data18[i0];
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.id === undefined){
const err49 = {instancePath:instancePath+"/gallery/" + i0,schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema12.required,parentSchema:schema12,data:data19};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data19.name === undefined){
const err50 = {instancePath:instancePath+"/gallery/" + i0,schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema12.required,parentSchema:schema12,data:data19};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data19.type === undefined){
const err51 = {instancePath:instancePath+"/gallery/" + i0,schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema12.required,parentSchema:schema12,data:data19};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data19.size === undefined){
const err52 = {instancePath:instancePath+"/gallery/" + i0,schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'",schema:schema12.required,parentSchema:schema12,data:data19};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
for(const key1 in data19){
if(!((((key1 === "id") || (key1 === "name")) || (key1 === "type")) || (key1 === "size"))){
const err53 = {instancePath:instancePath+"/gallery/" + i0,schemaPath:"#/definitions/storedFile/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data:data19};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data19.id !== undefined){
let data20 = data19.id;
if(typeof data20 === "string"){
if(!pattern2.test(data20)){
const err54 = {instancePath:instancePath+"/gallery/" + i0+"/id",schemaPath:"#/definitions/storedFile/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,64}$"+"\"",schema:"^[A-Za-z0-9_-]{1,64}$",parentSchema:schema12.properties.id,data:data20};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/gallery/" + i0+"/id",schemaPath:"#/definitions/storedFile/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.id.type,parentSchema:schema12.properties.id,data:data20};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data19.name !== undefined){
let data21 = data19.name;
if(typeof data21 === "string"){
if(func2(data21) > 255){
const err56 = {instancePath:instancePath+"/gallery/" + i0+"/name",schemaPath:"#/definitions/storedFile/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema12.properties.name,data:data21};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/gallery/" + i0+"/name",schemaPath:"#/definitions/storedFile/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.name.type,parentSchema:schema12.properties.name,data:data21};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data19.type !== undefined){
let data22 = data19.type;
if(typeof data22 === "string"){
if(func2(data22) > 100){
const err58 = {instancePath:instancePath+"/gallery/" + i0+"/type",schemaPath:"#/definitions/storedFile/properties/type/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema12.properties.type,data:data22};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/gallery/" + i0+"/type",schemaPath:"#/definitions/storedFile/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.type.type,parentSchema:schema12.properties.type,data:data22};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data19.size !== undefined){
let data23 = data19.size;
if(!((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23)))){
const err60 = {instancePath:instancePath+"/gallery/" + i0+"/size",schemaPath:"#/definitions/storedFile/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.size.type,parentSchema:schema12.properties.size,data:data23};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(typeof data23 == "number"){
if(data23 > 5242880 || isNaN(data23)){
const err61 = {instancePath:instancePath+"/gallery/" + i0+"/size",schemaPath:"#/definitions/storedFile/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5242880},message:"must be <= 5242880",schema:5242880,parentSchema:schema12.properties.size,data:data23};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data23 < 1 || isNaN(data23)){
const err62 = {instancePath:instancePath+"/gallery/" + i0+"/size",schemaPath:"#/definitions/storedFile/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.size,data:data23};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
}
else {
const err63 = {instancePath:instancePath+"/gallery/" + i0,schemaPath:"#/definitions/storedFile/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data:data19};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/gallery",schemaPath:"#/properties/gallery/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.gallery.type,parentSchema:schema11.properties.gallery,data:data18};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.selectedAccreditations !== undefined){
let data24 = data.selectedAccreditations;
if(Array.isArray(data24)){
if(data24.length > 100){
const err65 = {instancePath:instancePath+"/selectedAccreditations",schemaPath:"#/properties/selectedAccreditations/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema11.properties.selectedAccreditations,data:data24};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
let data25 = data24[i1];
if(typeof data25 === "string"){
if(func2(data25) > 300){
const err66 = {instancePath:instancePath+"/selectedAccreditations/" + i1,schemaPath:"#/properties/selectedAccreditations/items/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters",schema:300,parentSchema:schema11.properties.selectedAccreditations.items,data:data25};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/selectedAccreditations/" + i1,schemaPath:"#/properties/selectedAccreditations/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.selectedAccreditations.items.type,parentSchema:schema11.properties.selectedAccreditations.items,data:data25};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
let i2 = data24.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data24[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err68 = {instancePath:instancePath+"/selectedAccreditations",schemaPath:"#/properties/selectedAccreditations/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)",schema:true,parentSchema:schema11.properties.selectedAccreditations,data:data24};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err69 = {instancePath:instancePath+"/selectedAccreditations",schemaPath:"#/properties/selectedAccreditations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.selectedAccreditations.type,parentSchema:schema11.properties.selectedAccreditations,data:data24};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.accreditationImages !== undefined){
let data26 = data.accreditationImages;
if(Array.isArray(data26)){
if(data26.length > 100){
const err70 = {instancePath:instancePath+"/accreditationImages",schemaPath:"#/properties/accreditationImages/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema11.properties.accreditationImages,data:data26};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
const len2 = data26.length;
for(let i3=0; i3<len2; i3++){
let data27 = data26[i3];
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.name === undefined){
const err71 = {instancePath:instancePath+"/accreditationImages/" + i3,schemaPath:"#/properties/accreditationImages/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.properties.accreditationImages.items.required,parentSchema:schema11.properties.accreditationImages.items,data:data27};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data27.file === undefined){
const err72 = {instancePath:instancePath+"/accreditationImages/" + i3,schemaPath:"#/properties/accreditationImages/items/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'",schema:schema11.properties.accreditationImages.items.required,parentSchema:schema11.properties.accreditationImages.items,data:data27};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data27.name !== undefined){
let data28 = data27.name;
if(typeof data28 === "string"){
if(func2(data28) > 300){
const err73 = {instancePath:instancePath+"/accreditationImages/" + i3+"/name",schemaPath:"#/properties/accreditationImages/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters",schema:300,parentSchema:schema11.properties.accreditationImages.items.properties.name,data:data28};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/accreditationImages/" + i3+"/name",schemaPath:"#/properties/accreditationImages/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.accreditationImages.items.properties.name.type,parentSchema:schema11.properties.accreditationImages.items.properties.name,data:data28};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data27.file !== undefined){
let data29 = data27.file;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.id === undefined){
const err75 = {instancePath:instancePath+"/accreditationImages/" + i3+"/file",schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema12.required,parentSchema:schema12,data:data29};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data29.name === undefined){
const err76 = {instancePath:instancePath+"/accreditationImages/" + i3+"/file",schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema12.required,parentSchema:schema12,data:data29};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data29.type === undefined){
const err77 = {instancePath:instancePath+"/accreditationImages/" + i3+"/file",schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema12.required,parentSchema:schema12,data:data29};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data29.size === undefined){
const err78 = {instancePath:instancePath+"/accreditationImages/" + i3+"/file",schemaPath:"#/definitions/storedFile/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'",schema:schema12.required,parentSchema:schema12,data:data29};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
for(const key2 in data29){
if(!((((key2 === "id") || (key2 === "name")) || (key2 === "type")) || (key2 === "size"))){
const err79 = {instancePath:instancePath+"/accreditationImages/" + i3+"/file",schemaPath:"#/definitions/storedFile/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data:data29};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data29.id !== undefined){
let data30 = data29.id;
if(typeof data30 === "string"){
if(!pattern2.test(data30)){
const err80 = {instancePath:instancePath+"/accreditationImages/" + i3+"/file/id",schemaPath:"#/definitions/storedFile/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{1,64}$"+"\"",schema:"^[A-Za-z0-9_-]{1,64}$",parentSchema:schema12.properties.id,data:data30};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/accreditationImages/" + i3+"/file/id",schemaPath:"#/definitions/storedFile/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.id.type,parentSchema:schema12.properties.id,data:data30};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data29.name !== undefined){
let data31 = data29.name;
if(typeof data31 === "string"){
if(func2(data31) > 255){
const err82 = {instancePath:instancePath+"/accreditationImages/" + i3+"/file/name",schemaPath:"#/definitions/storedFile/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema12.properties.name,data:data31};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/accreditationImages/" + i3+"/file/name",schemaPath:"#/definitions/storedFile/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.name.type,parentSchema:schema12.properties.name,data:data31};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data29.type !== undefined){
let data32 = data29.type;
if(typeof data32 === "string"){
if(func2(data32) > 100){
const err84 = {instancePath:instancePath+"/accreditationImages/" + i3+"/file/type",schemaPath:"#/definitions/storedFile/properties/type/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema12.properties.type,data:data32};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/accreditationImages/" + i3+"/file/type",schemaPath:"#/definitions/storedFile/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.type.type,parentSchema:schema12.properties.type,data:data32};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data29.size !== undefined){
let data33 = data29.size;
if(!((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33)))){
const err86 = {instancePath:instancePath+"/accreditationImages/" + i3+"/file/size",schemaPath:"#/definitions/storedFile/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.size.type,parentSchema:schema12.properties.size,data:data33};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(typeof data33 == "number"){
if(data33 > 5242880 || isNaN(data33)){
const err87 = {instancePath:instancePath+"/accreditationImages/" + i3+"/file/size",schemaPath:"#/definitions/storedFile/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5242880},message:"must be <= 5242880",schema:5242880,parentSchema:schema12.properties.size,data:data33};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data33 < 1 || isNaN(data33)){
const err88 = {instancePath:instancePath+"/accreditationImages/" + i3+"/file/size",schemaPath:"#/definitions/storedFile/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.size,data:data33};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
}
else {
const err89 = {instancePath:instancePath+"/accreditationImages/" + i3+"/file",schemaPath:"#/definitions/storedFile/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data:data29};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath:instancePath+"/accreditationImages/" + i3,schemaPath:"#/properties/accreditationImages/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.accreditationImages.items.type,parentSchema:schema11.properties.accreditationImages.items,data:data27};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath:instancePath+"/accreditationImages",schemaPath:"#/properties/accreditationImages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.accreditationImages.type,parentSchema:schema11.properties.accreditationImages,data:data26};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data.additionalAccreditation !== undefined){
let data34 = data.additionalAccreditation;
if(typeof data34 === "string"){
if(func2(data34) > 2000){
const err92 = {instancePath:instancePath+"/additionalAccreditation",schemaPath:"#/properties/additionalAccreditation/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.additionalAccreditation,data:data34};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
else {
const err93 = {instancePath:instancePath+"/additionalAccreditation",schemaPath:"#/properties/additionalAccreditation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.additionalAccreditation.type,parentSchema:schema11.properties.additionalAccreditation,data:data34};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.onlineProfiles !== undefined){
let data35 = data.onlineProfiles;
if(Array.isArray(data35)){
const len3 = data35.length;
for(let i4=0; i4<len3; i4++){
let data36 = data35[i4];
if(typeof data36 !== "string"){
const err94 = {instancePath:instancePath+"/onlineProfiles/" + i4,schemaPath:"#/properties/onlineProfiles/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.onlineProfiles.items.type,parentSchema:schema11.properties.onlineProfiles.items,data:data36};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(!(((((data36 === "Facebook") || (data36 === "Google Business Profile")) || (data36 === "TrustATrade")) || (data36 === "CheckATrade")) || (data36 === "Yell"))){
const err95 = {instancePath:instancePath+"/onlineProfiles/" + i4,schemaPath:"#/properties/onlineProfiles/items/enum",keyword:"enum",params:{allowedValues: schema11.properties.onlineProfiles.items.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.onlineProfiles.items.enum,parentSchema:schema11.properties.onlineProfiles.items,data:data36};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
let i5 = data35.length;
let j1;
if(i5 > 1){
const indices1 = {};
for(;i5--;){
let item1 = data35[i5];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err96 = {instancePath:instancePath+"/onlineProfiles",schemaPath:"#/properties/onlineProfiles/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i5+" are identical)",schema:true,parentSchema:schema11.properties.onlineProfiles,data:data35};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
break;
}
indices1[item1] = i5;
}
}
}
else {
const err97 = {instancePath:instancePath+"/onlineProfiles",schemaPath:"#/properties/onlineProfiles/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.onlineProfiles.type,parentSchema:schema11.properties.onlineProfiles,data:data35};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.additionalProfiles !== undefined){
let data37 = data.additionalProfiles;
if(typeof data37 === "string"){
if(func2(data37) > 2000){
const err98 = {instancePath:instancePath+"/additionalProfiles",schemaPath:"#/properties/additionalProfiles/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.additionalProfiles,data:data37};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/additionalProfiles",schemaPath:"#/properties/additionalProfiles/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.additionalProfiles.type,parentSchema:schema11.properties.additionalProfiles,data:data37};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.instagramHandle !== undefined){
let data38 = data.instagramHandle;
if(typeof data38 === "string"){
if(!pattern5.test(data38)){
const err100 = {instancePath:instancePath+"/instagramHandle",schemaPath:"#/properties/instagramHandle/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._]{1,30}$"},message:"must match pattern \""+"^[A-Za-z0-9._]{1,30}$"+"\"",schema:"^[A-Za-z0-9._]{1,30}$",parentSchema:schema11.properties.instagramHandle,data:data38};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
else {
const err101 = {instancePath:instancePath+"/instagramHandle",schemaPath:"#/properties/instagramHandle/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.instagramHandle.type,parentSchema:schema11.properties.instagramHandle,data:data38};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data.businessEmailOption !== undefined){
let data39 = data.businessEmailOption;
if(typeof data39 !== "string"){
const err102 = {instancePath:instancePath+"/businessEmailOption",schemaPath:"#/properties/businessEmailOption/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessEmailOption.type,parentSchema:schema11.properties.businessEmailOption,data:data39};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(!(((data39 === "yes") || (data39 === "no")) || (data39 === "already"))){
const err103 = {instancePath:instancePath+"/businessEmailOption",schemaPath:"#/properties/businessEmailOption/enum",keyword:"enum",params:{allowedValues: schema11.properties.businessEmailOption.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.businessEmailOption.enum,parentSchema:schema11.properties.businessEmailOption,data:data39};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.businessEmailPrefixKind !== undefined){
let data40 = data.businessEmailPrefixKind;
if(typeof data40 !== "string"){
const err104 = {instancePath:instancePath+"/businessEmailPrefixKind",schemaPath:"#/properties/businessEmailPrefixKind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessEmailPrefixKind.type,parentSchema:schema11.properties.businessEmailPrefixKind,data:data40};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(!(((data40 === "common") || (data40 === "first-name")) || (data40 === "custom"))){
const err105 = {instancePath:instancePath+"/businessEmailPrefixKind",schemaPath:"#/properties/businessEmailPrefixKind/enum",keyword:"enum",params:{allowedValues: schema11.properties.businessEmailPrefixKind.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.businessEmailPrefixKind.enum,parentSchema:schema11.properties.businessEmailPrefixKind,data:data40};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.businessEmailPrefix !== undefined){
let data41 = data.businessEmailPrefix;
if(typeof data41 === "string"){
if(!pattern6.test(data41)){
const err106 = {instancePath:instancePath+"/businessEmailPrefix",schemaPath:"#/properties/businessEmailPrefix/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9._-]{1,64}$"},message:"must match pattern \""+"^[a-z0-9._-]{1,64}$"+"\"",schema:"^[a-z0-9._-]{1,64}$",parentSchema:schema11.properties.businessEmailPrefix,data:data41};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
else {
const err107 = {instancePath:instancePath+"/businessEmailPrefix",schemaPath:"#/properties/businessEmailPrefix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessEmailPrefix.type,parentSchema:schema11.properties.businessEmailPrefix,data:data41};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.whatsAppNumber !== undefined){
let data42 = data.whatsAppNumber;
if(typeof data42 === "string"){
if(func2(data42) > 30){
const err108 = {instancePath:instancePath+"/whatsAppNumber",schemaPath:"#/properties/whatsAppNumber/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema11.properties.whatsAppNumber,data:data42};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(!(formats8(data42))){
const err109 = {instancePath:instancePath+"/whatsAppNumber",schemaPath:"#/properties/whatsAppNumber/format",keyword:"format",params:{format: "uk-mobile"},message:"must match format \""+"uk-mobile"+"\"",schema:"uk-mobile",parentSchema:schema11.properties.whatsAppNumber,data:data42};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
else {
const err110 = {instancePath:instancePath+"/whatsAppNumber",schemaPath:"#/properties/whatsAppNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.whatsAppNumber.type,parentSchema:schema11.properties.whatsAppNumber,data:data42};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data.selectedServices !== undefined){
let data43 = data.selectedServices;
if(Array.isArray(data43)){
if(data43.length > 100){
const err111 = {instancePath:instancePath+"/selectedServices",schemaPath:"#/properties/selectedServices/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema11.properties.selectedServices,data:data43};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
const len4 = data43.length;
for(let i6=0; i6<len4; i6++){
let data44 = data43[i6];
if(typeof data44 === "string"){
if(func2(data44) > 300){
const err112 = {instancePath:instancePath+"/selectedServices/" + i6,schemaPath:"#/properties/selectedServices/items/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters",schema:300,parentSchema:schema11.properties.selectedServices.items,data:data44};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
else {
const err113 = {instancePath:instancePath+"/selectedServices/" + i6,schemaPath:"#/properties/selectedServices/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.selectedServices.items.type,parentSchema:schema11.properties.selectedServices.items,data:data44};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
let i7 = data43.length;
let j2;
if(i7 > 1){
const indices2 = {};
for(;i7--;){
let item2 = data43[i7];
if(typeof item2 !== "string"){
continue;
}
if(typeof indices2[item2] == "number"){
j2 = indices2[item2];
const err114 = {instancePath:instancePath+"/selectedServices",schemaPath:"#/properties/selectedServices/uniqueItems",keyword:"uniqueItems",params:{i: i7, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i7+" are identical)",schema:true,parentSchema:schema11.properties.selectedServices,data:data43};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
break;
}
indices2[item2] = i7;
}
}
}
else {
const err115 = {instancePath:instancePath+"/selectedServices",schemaPath:"#/properties/selectedServices/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.selectedServices.type,parentSchema:schema11.properties.selectedServices,data:data43};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data.additionalServices !== undefined){
let data45 = data.additionalServices;
if(typeof data45 === "string"){
if(func2(data45) > 2000){
const err116 = {instancePath:instancePath+"/additionalServices",schemaPath:"#/properties/additionalServices/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.additionalServices,data:data45};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
else {
const err117 = {instancePath:instancePath+"/additionalServices",schemaPath:"#/properties/additionalServices/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.additionalServices.type,parentSchema:schema11.properties.additionalServices,data:data45};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data.minimumCallOut !== undefined){
let data46 = data.minimumCallOut;
if(typeof data46 === "string"){
if(func2(data46) > 100){
const err118 = {instancePath:instancePath+"/minimumCallOut",schemaPath:"#/properties/minimumCallOut/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.minimumCallOut,data:data46};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
else {
const err119 = {instancePath:instancePath+"/minimumCallOut",schemaPath:"#/properties/minimumCallOut/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.minimumCallOut.type,parentSchema:schema11.properties.minimumCallOut,data:data46};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data.serviceLocations !== undefined){
let data47 = data.serviceLocations;
if(Array.isArray(data47)){
if(data47.length > 50){
const err120 = {instancePath:instancePath+"/serviceLocations",schemaPath:"#/properties/serviceLocations/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema11.properties.serviceLocations,data:data47};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
const len5 = data47.length;
for(let i8=0; i8<len5; i8++){
let data48 = data47[i8];
if(typeof data48 === "string"){
if(func2(data48) > 100){
const err121 = {instancePath:instancePath+"/serviceLocations/" + i8,schemaPath:"#/properties/serviceLocations/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.serviceLocations.items,data:data48};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(func2(data48) < 1){
const err122 = {instancePath:instancePath+"/serviceLocations/" + i8,schemaPath:"#/properties/serviceLocations/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.serviceLocations.items,data:data48};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
else {
const err123 = {instancePath:instancePath+"/serviceLocations/" + i8,schemaPath:"#/properties/serviceLocations/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.serviceLocations.items.type,parentSchema:schema11.properties.serviceLocations.items,data:data48};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
}
else {
const err124 = {instancePath:instancePath+"/serviceLocations",schemaPath:"#/properties/serviceLocations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.serviceLocations.type,parentSchema:schema11.properties.serviceLocations,data:data47};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data.businessHours !== undefined){
let data49 = data.businessHours;
if(Array.isArray(data49)){
if(data49.length > 7){
const err125 = {instancePath:instancePath+"/businessHours",schemaPath:"#/properties/businessHours/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items",schema:7,parentSchema:schema11.properties.businessHours,data:data49};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
const len6 = data49.length;
for(let i9=0; i9<len6; i9++){
let data50 = data49[i9];
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
if(data50.day === undefined){
const err126 = {instancePath:instancePath+"/businessHours/" + i9,schemaPath:"#/properties/businessHours/items/required",keyword:"required",params:{missingProperty: "day"},message:"must have required property '"+"day"+"'",schema:schema11.properties.businessHours.items.required,parentSchema:schema11.properties.businessHours.items,data:data50};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(data50.open === undefined){
const err127 = {instancePath:instancePath+"/businessHours/" + i9,schemaPath:"#/properties/businessHours/items/required",keyword:"required",params:{missingProperty: "open"},message:"must have required property '"+"open"+"'",schema:schema11.properties.businessHours.items.required,parentSchema:schema11.properties.businessHours.items,data:data50};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data50.openTime === undefined){
const err128 = {instancePath:instancePath+"/businessHours/" + i9,schemaPath:"#/properties/businessHours/items/required",keyword:"required",params:{missingProperty: "openTime"},message:"must have required property '"+"openTime"+"'",schema:schema11.properties.businessHours.items.required,parentSchema:schema11.properties.businessHours.items,data:data50};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(data50.closeTime === undefined){
const err129 = {instancePath:instancePath+"/businessHours/" + i9,schemaPath:"#/properties/businessHours/items/required",keyword:"required",params:{missingProperty: "closeTime"},message:"must have required property '"+"closeTime"+"'",schema:schema11.properties.businessHours.items.required,parentSchema:schema11.properties.businessHours.items,data:data50};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(data50.day !== undefined){
let data51 = data50.day;
if(typeof data51 !== "string"){
const err130 = {instancePath:instancePath+"/businessHours/" + i9+"/day",schemaPath:"#/properties/businessHours/items/properties/day/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessHours.items.properties.day.type,parentSchema:schema11.properties.businessHours.items.properties.day,data:data51};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(!(((((((data51 === "Monday") || (data51 === "Tuesday")) || (data51 === "Wednesday")) || (data51 === "Thursday")) || (data51 === "Friday")) || (data51 === "Saturday")) || (data51 === "Sunday"))){
const err131 = {instancePath:instancePath+"/businessHours/" + i9+"/day",schemaPath:"#/properties/businessHours/items/properties/day/enum",keyword:"enum",params:{allowedValues: schema11.properties.businessHours.items.properties.day.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.businessHours.items.properties.day.enum,parentSchema:schema11.properties.businessHours.items.properties.day,data:data51};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data50.open !== undefined){
let data52 = data50.open;
if(typeof data52 !== "boolean"){
const err132 = {instancePath:instancePath+"/businessHours/" + i9+"/open",schemaPath:"#/properties/businessHours/items/properties/open/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.businessHours.items.properties.open.type,parentSchema:schema11.properties.businessHours.items.properties.open,data:data52};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data50.openTime !== undefined){
let data53 = data50.openTime;
if(typeof data53 === "string"){
if(!pattern7.test(data53)){
const err133 = {instancePath:instancePath+"/businessHours/" + i9+"/openTime",schemaPath:"#/properties/businessHours/items/properties/openTime/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^([01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema11.properties.businessHours.items.properties.openTime,data:data53};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
else {
const err134 = {instancePath:instancePath+"/businessHours/" + i9+"/openTime",schemaPath:"#/properties/businessHours/items/properties/openTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessHours.items.properties.openTime.type,parentSchema:schema11.properties.businessHours.items.properties.openTime,data:data53};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data50.closeTime !== undefined){
let data54 = data50.closeTime;
if(typeof data54 === "string"){
if(!pattern7.test(data54)){
const err135 = {instancePath:instancePath+"/businessHours/" + i9+"/closeTime",schemaPath:"#/properties/businessHours/items/properties/closeTime/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^([01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema11.properties.businessHours.items.properties.closeTime,data:data54};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
else {
const err136 = {instancePath:instancePath+"/businessHours/" + i9+"/closeTime",schemaPath:"#/properties/businessHours/items/properties/closeTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessHours.items.properties.closeTime.type,parentSchema:schema11.properties.businessHours.items.properties.closeTime,data:data54};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
else {
const err137 = {instancePath:instancePath+"/businessHours/" + i9,schemaPath:"#/properties/businessHours/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.businessHours.items.type,parentSchema:schema11.properties.businessHours.items,data:data50};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
}
else {
const err138 = {instancePath:instancePath+"/businessHours",schemaPath:"#/properties/businessHours/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.businessHours.type,parentSchema:schema11.properties.businessHours,data:data49};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data.businessStats !== undefined){
let data55 = data.businessStats;
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
if(data55.experience !== undefined){
let data56 = data55.experience;
if(typeof data56 === "string"){
if(func2(data56) > 100){
const err139 = {instancePath:instancePath+"/businessStats/experience",schemaPath:"#/properties/businessStats/properties/experience/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.businessStats.properties.experience,data:data56};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
else {
const err140 = {instancePath:instancePath+"/businessStats/experience",schemaPath:"#/properties/businessStats/properties/experience/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessStats.properties.experience.type,parentSchema:schema11.properties.businessStats.properties.experience,data:data56};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data55.happyCustomers !== undefined){
let data57 = data55.happyCustomers;
if(typeof data57 === "string"){
if(func2(data57) > 100){
const err141 = {instancePath:instancePath+"/businessStats/happyCustomers",schemaPath:"#/properties/businessStats/properties/happyCustomers/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.businessStats.properties.happyCustomers,data:data57};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
else {
const err142 = {instancePath:instancePath+"/businessStats/happyCustomers",schemaPath:"#/properties/businessStats/properties/happyCustomers/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessStats.properties.happyCustomers.type,parentSchema:schema11.properties.businessStats.properties.happyCustomers,data:data57};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data55.projectsCompleted !== undefined){
let data58 = data55.projectsCompleted;
if(typeof data58 === "string"){
if(func2(data58) > 100){
const err143 = {instancePath:instancePath+"/businessStats/projectsCompleted",schemaPath:"#/properties/businessStats/properties/projectsCompleted/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.businessStats.properties.projectsCompleted,data:data58};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
else {
const err144 = {instancePath:instancePath+"/businessStats/projectsCompleted",schemaPath:"#/properties/businessStats/properties/projectsCompleted/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessStats.properties.projectsCompleted.type,parentSchema:schema11.properties.businessStats.properties.projectsCompleted,data:data58};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data55.emergencyJobs !== undefined){
let data59 = data55.emergencyJobs;
if(typeof data59 === "string"){
if(func2(data59) > 100){
const err145 = {instancePath:instancePath+"/businessStats/emergencyJobs",schemaPath:"#/properties/businessStats/properties/emergencyJobs/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.businessStats.properties.emergencyJobs,data:data59};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
else {
const err146 = {instancePath:instancePath+"/businessStats/emergencyJobs",schemaPath:"#/properties/businessStats/properties/emergencyJobs/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessStats.properties.emergencyJobs.type,parentSchema:schema11.properties.businessStats.properties.emergencyJobs,data:data59};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
else {
const err147 = {instancePath:instancePath+"/businessStats",schemaPath:"#/properties/businessStats/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.businessStats.type,parentSchema:schema11.properties.businessStats,data:data55};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data.businessAddress !== undefined){
let data60 = data.businessAddress;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
if(data60.street === undefined){
const err148 = {instancePath:instancePath+"/businessAddress",schemaPath:"#/properties/businessAddress/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'",schema:schema11.properties.businessAddress.required,parentSchema:schema11.properties.businessAddress,data:data60};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if(data60.town === undefined){
const err149 = {instancePath:instancePath+"/businessAddress",schemaPath:"#/properties/businessAddress/required",keyword:"required",params:{missingProperty: "town"},message:"must have required property '"+"town"+"'",schema:schema11.properties.businessAddress.required,parentSchema:schema11.properties.businessAddress,data:data60};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if(data60.county === undefined){
const err150 = {instancePath:instancePath+"/businessAddress",schemaPath:"#/properties/businessAddress/required",keyword:"required",params:{missingProperty: "county"},message:"must have required property '"+"county"+"'",schema:schema11.properties.businessAddress.required,parentSchema:schema11.properties.businessAddress,data:data60};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if(data60.postcode === undefined){
const err151 = {instancePath:instancePath+"/businessAddress",schemaPath:"#/properties/businessAddress/required",keyword:"required",params:{missingProperty: "postcode"},message:"must have required property '"+"postcode"+"'",schema:schema11.properties.businessAddress.required,parentSchema:schema11.properties.businessAddress,data:data60};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if(data60.street !== undefined){
let data61 = data60.street;
if(typeof data61 === "string"){
if(func2(data61) > 200){
const err152 = {instancePath:instancePath+"/businessAddress/street",schemaPath:"#/properties/businessAddress/properties/street/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.businessAddress.properties.street,data:data61};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
else {
const err153 = {instancePath:instancePath+"/businessAddress/street",schemaPath:"#/properties/businessAddress/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessAddress.properties.street.type,parentSchema:schema11.properties.businessAddress.properties.street,data:data61};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data60.town !== undefined){
let data62 = data60.town;
if(typeof data62 === "string"){
if(func2(data62) > 100){
const err154 = {instancePath:instancePath+"/businessAddress/town",schemaPath:"#/properties/businessAddress/properties/town/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.businessAddress.properties.town,data:data62};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
else {
const err155 = {instancePath:instancePath+"/businessAddress/town",schemaPath:"#/properties/businessAddress/properties/town/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessAddress.properties.town.type,parentSchema:schema11.properties.businessAddress.properties.town,data:data62};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data60.county !== undefined){
let data63 = data60.county;
if(typeof data63 === "string"){
if(func2(data63) > 100){
const err156 = {instancePath:instancePath+"/businessAddress/county",schemaPath:"#/properties/businessAddress/properties/county/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.businessAddress.properties.county,data:data63};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
else {
const err157 = {instancePath:instancePath+"/businessAddress/county",schemaPath:"#/properties/businessAddress/properties/county/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessAddress.properties.county.type,parentSchema:schema11.properties.businessAddress.properties.county,data:data63};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
if(data60.postcode !== undefined){
let data64 = data60.postcode;
if(typeof data64 === "string"){
if(func2(data64) > 10){
const err158 = {instancePath:instancePath+"/businessAddress/postcode",schemaPath:"#/properties/businessAddress/properties/postcode/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema11.properties.businessAddress.properties.postcode,data:data64};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
if(!(formats10(data64))){
const err159 = {instancePath:instancePath+"/businessAddress/postcode",schemaPath:"#/properties/businessAddress/properties/postcode/format",keyword:"format",params:{format: "uk-postcode"},message:"must match format \""+"uk-postcode"+"\"",schema:"uk-postcode",parentSchema:schema11.properties.businessAddress.properties.postcode,data:data64};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
else {
const err160 = {instancePath:instancePath+"/businessAddress/postcode",schemaPath:"#/properties/businessAddress/properties/postcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessAddress.properties.postcode.type,parentSchema:schema11.properties.businessAddress.properties.postcode,data:data64};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data60.registrationNumber !== undefined){
let data65 = data60.registrationNumber;
if(typeof data65 === "string"){
if(func2(data65) > 20){
const err161 = {instancePath:instancePath+"/businessAddress/registrationNumber",schemaPath:"#/properties/businessAddress/properties/registrationNumber/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.businessAddress.properties.registrationNumber,data:data65};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
if(!(formats12(data65))){
const err162 = {instancePath:instancePath+"/businessAddress/registrationNumber",schemaPath:"#/properties/businessAddress/properties/registrationNumber/format",keyword:"format",params:{format: "company-number"},message:"must match format \""+"company-number"+"\"",schema:"company-number",parentSchema:schema11.properties.businessAddress.properties.registrationNumber,data:data65};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
else {
const err163 = {instancePath:instancePath+"/businessAddress/registrationNumber",schemaPath:"#/properties/businessAddress/properties/registrationNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.businessAddress.properties.registrationNumber.type,parentSchema:schema11.properties.businessAddress.properties.registrationNumber,data:data65};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data60.hideAddress !== undefined){
let data66 = data60.hideAddress;
if(typeof data66 !== "boolean"){
const err164 = {instancePath:instancePath+"/businessAddress/hideAddress",schemaPath:"#/properties/businessAddress/properties/hideAddress/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.businessAddress.properties.hideAddress.type,parentSchema:schema11.properties.businessAddress.properties.hideAddress,data:data66};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
}
else {
const err165 = {instancePath:instancePath+"/businessAddress",schemaPath:"#/properties/businessAddress/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.businessAddress.type,parentSchema:schema11.properties.businessAddress,data:data60};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
if(data.hasDomain !== undefined){
let data67 = data.hasDomain;
if(typeof data67 !== "boolean"){
const err166 = {instancePath:instancePath+"/hasDomain",schemaPath:"#/properties/hasDomain/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.hasDomain.type,parentSchema:schema11.properties.hasDomain,data:data67};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data.domainName !== undefined){
let data68 = data.domainName;
if(typeof data68 === "string"){
if(func2(data68) > 253){
const err167 = {instancePath:instancePath+"/domainName",schemaPath:"#/properties/domainName/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters",schema:253,parentSchema:schema11.properties.domainName,data:data68};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if(!(formats14(data68))){
const err168 = {instancePath:instancePath+"/domainName",schemaPath:"#/properties/domainName/format",keyword:"format",params:{format: "domain-name"},message:"must match format \""+"domain-name"+"\"",schema:"domain-name",parentSchema:schema11.properties.domainName,data:data68};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
else {
const err169 = {instancePath:instancePath+"/domainName",schemaPath:"#/properties/domainName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.domainName.type,parentSchema:schema11.properties.domainName,data:data68};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
if(data.termsAgreed !== undefined){
let data69 = data.termsAgreed;
if(typeof data69 !== "boolean"){
const err170 = {instancePath:instancePath+"/termsAgreed",schemaPath:"#/properties/termsAgreed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.termsAgreed.type,parentSchema:schema11.properties.termsAgreed,data:data69};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
if(true !== data69){
const err171 = {instancePath:instancePath+"/termsAgreed",schemaPath:"#/properties/termsAgreed/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema11.properties.termsAgreed,data:data69};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
}
else {
const err172 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
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
  "https://tradesites.local/schemas/forms/request.schema.json": validate10,
};
export default validateFns;
