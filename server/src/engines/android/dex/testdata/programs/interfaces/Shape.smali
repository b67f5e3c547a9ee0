.class public interface abstract LShape;
.super Ljava/lang/Object;

.method public abstract area()D
.end method

.method public abstract name()Ljava/lang/String;
.end method
