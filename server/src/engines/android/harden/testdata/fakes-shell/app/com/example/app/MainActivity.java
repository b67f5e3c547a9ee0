package com.example.app;

import android.app.Activity;

public class MainActivity extends Activity {}
