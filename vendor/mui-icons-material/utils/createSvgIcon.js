"use strict";
'use client';

Object.defineProperty(exports, "__esModule", {
  value: true
});
Object.defineProperty(exports, "default", {
  enumerable: true,
  get: function () {
    return _SvgIcon.createSvgIcon;
  }
});
var _SvgIcon = require("@mui/material/SvgIcon");