package android.app;

public class Activity {}
