package android.app;

public abstract class Service {}
